import type { DataExport, DataExportStatus } from '@portal/contracts';
import { viewerDay } from '../../common/dates';

/** Who the section speaks to: a parent about their child, a player about themselves, staff about a player. */
export type ExportReader = 'parent' | 'player' | 'staff';

/** How often the status is asked while the ZIP is being made. */
export const EXPORT_POLL_MS = 2000;

export function isExportFinished(status: DataExportStatus | undefined): boolean {
  return status === 'ready' || status === 'failed' || status === 'expired';
}

/** The section's intro, in the reader's words. */
export function exportIntro(reader: ExportReader, playerName: string): string {
  if (reader === 'player')
    return 'Download a copy of everything the portal holds about you: your profile, training, roadmap, videos, photos and reports, in one ZIP file.';
  if (reader === 'parent')
    return `Download a copy of everything the portal holds about ${playerName}: profile, training, roadmap, videos, photos and reports, in one ZIP file.`;
  return `Download a copy of everything the portal holds about ${playerName}, in one ZIP file (for example when a family asks for it).`;
}

/** The status line under the progress bar. */
export function exportStatusText(data: Pick<DataExport, 'status' | 'progress' | 'expiresAt'>): string {
  switch (data.status) {
    case 'queued':
      return 'Waiting to start…';
    case 'running':
      return `Preparing the ZIP file… ${data.progress}%`;
    case 'ready':
      return data.expiresAt
        ? `Ready. The download link works until ${viewerDay(data.expiresAt)}. We have also sent it by e-mail.`
        : 'Ready.';
    case 'failed':
      return 'The export could not be prepared. Please try again.';
    case 'expired':
      return 'This download has expired. Ask for a new export.';
  }
}
