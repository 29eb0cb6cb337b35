import { type Report, humanDateRange } from '@portal/contracts';

export function reportPeriodLabel(report: Pick<Report, 'periodNumber' | 'periodStart' | 'periodEnd'>): string {
  return `Period ${report.periodNumber}: ${humanDateRange(report.periodStart, report.periodEnd)}`;
}

/** '48 KB' */
export function reportSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
