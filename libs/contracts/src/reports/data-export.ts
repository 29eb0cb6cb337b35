import { z } from 'zod';
import type { Role } from '../actor';

/**
 * A family's copy of everything the portal holds about one player (issue 25, "Export (portability)").
 * The reports worker builds it as one ZIP; these are the rules the browser, the gateway and the
 * services share.
 */

/** How long a ready export can be downloaded. */
export const DATA_EXPORT_LINK_DAYS = 7;
export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const DATA_EXPORT_MINOR_MESSAGE =
  'Until you reach your club’s consent age, your parent or guardian asks for a copy of your data.';
export const DATA_EXPORT_COACH_MESSAGE =
  'A coach cannot export a player’s data. A parent or guardian, the player (once old enough) or a club admin can.';
export const DATA_EXPORT_RUNNING_MESSAGE =
  'A copy of this player’s data is already being prepared. Please wait until it is ready.';
export const DATA_EXPORT_EXPIRED_MESSAGE = `This download has expired (links last ${DATA_EXPORT_LINK_DAYS} days). Please ask for a new export.`;
export const DATA_EXPORT_NOT_READY_MESSAGE = 'This export is not ready yet.';
export const DATA_EXPORT_NOT_FOUND_MESSAGE = 'Export not found';

export const dataExportCreatedSchema = z.object({ exportId: z.uuid() });
export type DataExportCreated = z.infer<typeof dataExportCreatedSchema>;

export const dataExportSchema = z.object({
  exportId: z.uuid(),
  playerId: z.uuid(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** 0-100, from items done of the total. */
  progress: z.number().int().min(0).max(100),
  itemsDone: z.number().int().nonnegative(),
  itemsTotal: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  /** Only when ready: the gateway route that streams the ZIP to whoever may read it. */
  downloadUrl: z.string().optional(),
  error: z.string().optional(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/**
 * Who may ask for a player's export, once the scope check has passed (outside it the answer is 404):
 * a guardian, a club admin, and the player themselves from the club's consent age. A coach, and a
 * player under the consent age, are told why (403).
 */
export function dataExportRefusal(role: Role, consentDecidedBy: 'player' | 'guardian'): string | null {
  if (role === 'coach') return DATA_EXPORT_COACH_MESSAGE;
  if (role === 'player' && consentDecidedBy === 'guardian') return DATA_EXPORT_MINOR_MESSAGE;
  return null;
}

/** The status an export row shows at `now`: a ready one past its expiry is `expired`. */
export function dataExportStatusAt(
  row: { status: DataExportStatus; expiresAt: string | null },
  now: Date,
): DataExportStatus {
  if (row.status === 'ready' && row.expiresAt && Date.parse(row.expiresAt) <= now.getTime()) return 'expired';
  return row.status;
}

export function dataExportProgress(done: number, total: number, status: DataExportStatus): number {
  if (status === 'ready' || status === 'expired') return 100;
  if (total <= 0) return 0;
  return Math.min(99, Math.floor((done * 100) / total));
}

export function dataExportDownloadPath(exportId: string): string {
  return `/api/exports/${exportId}/download`;
}

/** When a ready export's link ends. */
export function dataExportExpiry(readyAt: Date): Date {
  return new Date(readyAt.getTime() + DATA_EXPORT_LINK_DAYS * 24 * 60 * 60 * 1000);
}

/** One area's data, as a service gives it for one player: named tables of rows, and the player's files. */
export const playerExportFileSchema = z.object({
  /** The object storage key the worker reads the file from. */
  storageKey: z.string().min(1).max(500),
  /** The folder in the ZIP: videos, photos, reports. */
  folder: z.enum(['videos', 'photos', 'reports']),
  /** A readable name (a video's title), made safe by `exportEntryName`. */
  name: z.string().max(300),
  /** The record the file belongs to, so two files never share a name in the ZIP. */
  id: z.string().min(1).max(100),
  /** The file's extension as the service knows it (from the type verified at upload), without a dot. */
  extension: z.string().max(10),
});
export type PlayerExportFile = z.infer<typeof playerExportFileSchema>;

export const playerExportAreaSchema = z.object({
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  files: z.array(playerExportFileSchema),
});
export type PlayerExportArea = z.infer<typeof playerExportAreaSchema>;
export const playerExportRequestSchema = z.object({ playerId: z.uuid() }).strict();

/** The extension for a type a service verified from the bytes (the allow-list of uploads). */
export function extensionForType(contentType: string | null | undefined): string {
  const map: Record<string, string> = {
    'video/mp4': 'mp4',
    'video/quicktime': 'mov',
    'video/webm': 'webm',
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/webp': 'webp',
    'application/pdf': 'pdf',
  };
  return map[(contentType ?? '').split(';')[0]!.trim().toLowerCase()] ?? 'bin';
}

/** Lower-case ASCII, digits and dashes, at most 60 characters: safe in every unzip tool and file system. */
export function slugForEntry(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'file';
}

/**
 * A file's path in the ZIP: `<folder>/<readable name>-<first 8 of its id>.<ext>`. Never a path from
 * the user (no `..`, no slash, no absolute path), and unique per record.
 */
export function exportEntryName(file: Pick<PlayerExportFile, 'folder' | 'name' | 'id' | 'extension'>): string {
  const ext = /^[a-z0-9]{1,10}$/i.test(file.extension) ? file.extension.toLowerCase() : 'bin';
  const id =
    file.id
      .replace(/[^a-zA-Z0-9]/g, '')
      .slice(0, 8)
      .toLowerCase() || 'x';
  return `${file.folder}/${slugForEntry(file.name)}-${id}.${ext}`;
}

/** The JSON files of the ZIP, one per area, in the order the README explains them. */
export const DATA_EXPORT_JSON_FILES = {
  'profile.json':
    'The player’s profile, their parents and guardians, their consents and every change to a consent (who, when, what).',
  'roadmap.json':
    'Development roadmaps, focus areas, assignments with their whole history (submissions, coach reviews) and booked calls.',
  'tracking.json':
    'Training logs, training sessions (minutes, effort, load), wellness check-ins and the weekly traffic lights.',
  'media.json':
    'Every video and photo uploaded (title, date, status, review summary), with the coaches’ and family’s comments.',
  'reports.json':
    'The progress reports made every six weeks, coaches’ period comments, notifications and report mail choices.',
} as const;

export const DATA_EXPORT_CSV_FILES = {
  'csv/training-sessions.csv':
    'Training sessions as a spreadsheet (the same file as "Export CSV" on the training page).',
  'csv/wellness-logs.csv': 'Wellness check-ins as a spreadsheet.',
} as const;

/** README.txt of the ZIP: what each file is, in words for a family. */
export function dataExportReadme(input: {
  playerName: string;
  createdAt: string;
  fileCounts: Record<'videos' | 'photos' | 'reports', number>;
}): string {
  const lines = [
    `Everything the Player Portal holds about ${input.playerName}`,
    `Prepared on ${input.createdAt.slice(0, 10)} (UTC).`,
    '',
    'What is in this folder',
    '----------------------',
    ...Object.entries(DATA_EXPORT_JSON_FILES).map(([file, text]) => `${file}: ${text}`),
    ...Object.entries(DATA_EXPORT_CSV_FILES).map(([file, text]) => `${file}: ${text}`),
    `reports/: every progress report as a PDF (${input.fileCounts.reports}).`,
    `videos/: every video exactly as it was uploaded (${input.fileCounts.videos}).`,
    `photos/: every photo exactly as it was uploaded, and the profile photo (${input.fileCounts.photos}).`,
    '',
    'The .json files are plain text: open them with any text editor, or import them into another',
    'service. Dates and times are in UTC. The .csv files open in a spreadsheet program.',
    '',
    'Keep this file safe: it holds personal data about a child or young person.',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Who may read an export's status and download it, once the player is in their scope: the one who
 * asked, and whoever else may ask for the same player (a guardian, a club admin). A player reads only
 * their own request; a coach never.
 */
export function mayReadDataExport(reader: { userId: string; role: Role }, requestedBy: string): boolean {
  if (reader.userId === requestedBy) return true;
  return reader.role === 'parent' || reader.role === 'admin';
}

/** The ZIP's file name offered to the browser: the player's name as a slug and the day it was made. */
export function dataExportFileName(playerName: string, createdAt: string): string {
  return `player-data-${slugForEntry(playerName)}-${createdAt.slice(0, 10)}.zip`;
}
