import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type ExportKind,
  type ExportRow,
  TRAINING_SESSION_CSV_COLUMNS,
  WELLNESS_LOG_CSV_COLUMNS,
  trainingSessionCsvCells,
  wellnessLogCsvCells,
} from '@portal/contracts';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { ISO_MS } from '../common/keyset-page';

/** Rows read per query while streaming an export: one page is all a stream holds of the table. */
export const CSV_EXPORT_PAGE_ROWS = 2000;

interface ExportTable {
  header: readonly string[];
  table: 'training_sessions' | 'wellness_logs';
  /** The CSV's columns in order (exportPageSql adds the page-end columns: date, exact created_at, id). */
  columns: string;
  cells: (row: unknown[]) => ExportRow;
}

const PAGE_END = `"date"::text, to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), "id"`;

/**
 * Each export reads only the columns its CSV shows, as arrays: no API object per row (a year's export
 * is mostly row decoding and garbage). The cells still go through the contracts' rules
 * (trainingSessionCsvCells, wellnessLogCsvCells), so the file is the one the paged subjects give.
 */
const EXPORTS: Record<ExportKind, ExportTable> = {
  'training-sessions': {
    header: TRAINING_SESSION_CSV_COLUMNS,
    table: 'training_sessions',
    columns: `"date"::text, "day_of_week", "type", "category", "minutes", "rpe", "wellness_rating", "notes",
      ${ISO_MS('created_at')}`,
    cells: ([date, dayOfWeek, type, category, minutes, rpe, wellnessRating, notes, createdAt]) =>
      trainingSessionCsvCells({
        date: date as string,
        dayOfWeek: dayOfWeek as string,
        type: type as string,
        category: category as string,
        minutes: minutes as number | null,
        rpe: rpe as number | null,
        wellnessRating: wellnessRating as number | null,
        notes: notes as string | null,
        createdAt: createdAt as string,
      }),
  },
  'wellness-logs': {
    header: WELLNESS_LOG_CSV_COLUMNS,
    table: 'wellness_logs',
    columns: `"date"::text, "energy", "fatigue", "sleep", "motivation", "soreness", "mood", "comment",
      ${ISO_MS('created_at')}, ${ISO_MS('updated_at')}`,
    cells: ([date, energy, fatigue, sleep, motivation, soreness, mood, comment, createdAt, updatedAt]) =>
      wellnessLogCsvCells({
        date: date as string,
        energy: energy as number,
        fatigue: fatigue as number,
        sleep: sleep as number,
        motivation: motivation as number,
        soreness: soreness as number | null,
        mood: mood as number | null,
        comment: comment as string | null,
        createdAt: createdAt as string,
        updatedAt: updatedAt as string,
      }),
  },
};

/** The export's rows in file order: newest first, in the index's order (`(date, created_at, id)` descending). */
export function exportRowsSql(kind: ExportKind): string {
  const { columns, table } = EXPORTS[kind];
  // The order names the table's columns (r."date"), not the output column "date" (the date as text),
  // which no index serves.
  return `SELECT ${columns} FROM "tracking"."${table}" r WHERE r."player_id" = $1
     ORDER BY r."date" DESC, r."created_at" DESC, r."id" DESC`;
}

/** One page of exportRowsSql (`$2` rows), from the start or after the page end `$3..$5`. For the benchmark's floor. */
export function exportPageSql(kind: ExportKind, after: boolean): string {
  const { columns, table } = EXPORTS[kind];
  return `SELECT ${columns}, ${PAGE_END} FROM "tracking"."${table}" r
     WHERE r."player_id" = $1 ${after ? `AND (r."date", r."created_at", r."id") < ($3::date, $4::timestamptz, $5::uuid)` : ''}
     ORDER BY r."date" DESC, r."created_at" DESC, r."id" DESC LIMIT $2`;
}

/** Reads a player's export rows page by page, straight from the pool (array rows), for the CSV stream. */
@Injectable()
export class CsvExportReader {
  private readonly pool: Pool;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.pool = (dataSource.driver as PostgresDriver).master as Pool;
  }

  header(kind: ExportKind): readonly string[] {
    return EXPORTS[kind].header;
  }

  /**
   * The rows' cells a page at a time, the next page asked for while this one is written and sent, read
   * through one cursor in one read-only snapshot: the file is the player's rows as of its start, and the
   * cursor is planned once for reading in order. Pages by keyset each planned their own statement, and
   * PostgreSQL misjudged how many rows lay past a page end (84 for 47,952 at 50,000 rows): it then
   * sorted them all for every page instead of reading the index in order.
   */
  async *pages(kind: ExportKind, playerId: string, pageRows = CSV_EXPORT_PAGE_ROWS): AsyncGenerator<ExportRow[]> {
    const { cells } = EXPORTS[kind];
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await client.query({
        text: `DECLARE export_rows NO SCROLL CURSOR FOR ${exportRowsSql(kind)}`,
        values: [playerId],
      });
      const fetch = (): Promise<unknown[][]> => {
        const page = client
          .query<unknown[]>({ text: `FETCH ${pageRows} FROM export_rows`, rowMode: 'array' })
          .then((result) => result.rows);
        // Awaited below; until then (or if the reader leaves first) its failure is not an unhandled one.
        page.catch(() => undefined);
        return page;
      };
      let pending: Promise<unknown[][]> | undefined = fetch();
      while (pending) {
        const rows: unknown[][] = await pending;
        pending = rows.length === pageRows ? fetch() : undefined;
        yield rows.map(cells);
      }
    } catch (error) {
      broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      // Also when the reader leaves early: the transaction (and its cursor) ends before the client goes back.
      await client.query('ROLLBACK').catch((error: unknown) => {
        broken ??= error instanceof Error ? error : new Error(String(error));
      });
      client.release(broken);
    }
  }
}
