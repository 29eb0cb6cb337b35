import { z } from 'zod';
import type { TrainingSession } from './training-session';
import type { WellnessLog } from './wellness-log';
import { sessionLoad } from './load-rules';

/** Spreadsheets run a cell starting with one of these as a formula (CSV/formula injection). */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/**
 * Neutralises a cell a spreadsheet would read as a formula by prefixing a single quote (OWASP's
 * advice); numbers we write ourselves are left alone so `-3` stays a number.
 */
export function neutralizeCsvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  return FORMULA_TRIGGERS.some((trigger) => value.startsWith(trigger)) ? `'${value}` : value;
}

export const TRAINING_SESSION_CSV_COLUMNS = [
  'Date',
  'Day',
  'Type',
  'Category',
  'Minutes',
  'RPE',
  'Load',
  'Wellness (1-5)',
  'Notes',
  'Logged At',
];
export const WELLNESS_LOG_CSV_COLUMNS = [
  'Date',
  'Energy Level',
  'Fatigue',
  'Sleep Quality',
  'Motivation',
  'Soreness',
  'Mood',
  'Comment',
  'Logged At',
];

export type ExportRow = z.infer<typeof exportRowSchema>;
export const exportRowSchema = z.array(z.union([z.string(), z.number(), z.null()]));

export function trainingSessionCsvCells(session: Omit<TrainingSession, 'id' | 'playerId'>): ExportRow {
  return [
    session.date,
    session.dayOfWeek,
    session.type,
    session.category,
    session.minutes,
    session.rpe,
    session.minutes === null ? null : sessionLoad(session),
    session.wellnessRating,
    session.notes,
    session.createdAt,
  ];
}

export function wellnessLogCsvCells(log: Omit<WellnessLog, 'id' | 'playerId'>): ExportRow {
  return [
    log.date,
    log.energy,
    log.fatigue,
    log.sleep,
    log.motivation,
    log.soreness,
    log.mood,
    log.comment,
    log.updatedAt,
  ];
}

export const EXPORT_KINDS = ['training-sessions', 'wellness-logs'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** `training-sessions-ana-lopez-2026-11-19.csv`: the player and the day, safe in any header. */
export function exportFileName(kind: ExportKind, playerName: string, day: string): string {
  const slug =
    playerName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'player';
  return `${kind}-${slug}-${day}.csv`;
}

/** One page of an export (newest first, like the lists). */
export const exportPageSchema = z.object({ rows: z.array(exportRowSchema), nextCursor: z.string().nullable() });
export type ExportPage = z.infer<typeof exportPageSchema>;
/** Rows per export page over NATS: bounded memory whatever the export's length. */
export const EXPORT_PAGE_SIZE = 500;
