import type { Report } from '@portal/contracts';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return dayFormat.format(new Date(Date.UTC(year, month - 1, date)));
}

/** 'Period 2: Feb 16, 2026 – Mar 29, 2026'. */
export function reportPeriodLabel(report: Pick<Report, 'periodNumber' | 'periodStart' | 'periodEnd'>): string {
  return `Period ${report.periodNumber}: ${formatDay(report.periodStart)} – ${formatDay(report.periodEnd)}`;
}

/** '48 KB' */
export function reportSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
