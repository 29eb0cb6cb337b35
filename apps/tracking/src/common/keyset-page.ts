import { type Page, calendarDaySchema, decodeCursor, encodeCursor } from '@portal/contracts';
import { ServiceError } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';

/** [date, created_at to the microsecond, id] of the last row of the previous page. */
const cursorSchema = z.tuple([calendarDaySchema, z.iso.datetime(), z.uuid()]);

export interface KeysetPageRequest {
  table: 'training_sessions' | 'wellness_logs';
  /** The select list (SQL) producing the API row; `created_at_exact` is added for the cursor. */
  columns: string;
  playerId: string;
  limit: number;
  before?: string;
  /** The cursor field name reported in a validation error. */
  cursorField: string;
}

/**
 * One page of a player's rows newest first, `(date, created_at, id)` descending, the order of the
 * table's index, so each page is an index range scan whatever its depth.
 */
export async function keysetPage<Row>(manager: EntityManager, request: KeysetPageRequest): Promise<Page<Row>> {
  const { rows, nextCursor } = await keysetRows<Row & KeysetCursorColumns>(manager, request);
  return {
    items: rows.map(({ created_at_exact: _exact, cursor_date: _date, cursor_id: _id, ...row }) => row as Row),
    nextCursor,
  };
}

/** What keysetRows adds to each row for the cursor. */
export interface KeysetCursorColumns {
  created_at_exact: string;
  cursor_date: string;
  cursor_id: string;
}

/**
 * keysetPage's query without shaping the rows: each row as selected plus the cursor columns, for a
 * reader that builds its own answer objects from them anyway (one object per row instead of two).
 */
export async function keysetRows<Row extends KeysetCursorColumns>(
  manager: EntityManager,
  request: KeysetPageRequest,
): Promise<{ rows: Row[]; nextCursor: string | null }> {
  const params: unknown[] = [request.playerId, request.limit + 1];
  let after = '';
  if (request.before) {
    const cursor = cursorSchema.safeParse(decodeCursor(request.before, 3));
    if (!cursor.success) throw ServiceError.validation([{ field: request.cursorField, message: 'Invalid cursor' }]);
    params.push(...cursor.data);
    after = `AND (r."date", r."created_at", r."id") < ($3::date, $4::timestamptz, $5::uuid)`;
  }
  // The order names the table's columns (r."date"): `columns` may hold the date as text under the
  // name "date", and an order by that text could not use the (player_id, date, created_at, id) index,
  // so every page sorted all of the player's rows.
  const rows: Row[] = await manager.query(
    `SELECT ${request.columns},
            "date"::text AS cursor_date, "id" AS cursor_id,
            to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at_exact
       FROM "tracking"."${request.table}" r
      WHERE r."player_id" = $1 ${after}
      ORDER BY r."date" DESC, r."created_at" DESC, r."id" DESC
      LIMIT $2`,
    params,
  );
  const hasMore = rows.length > request.limit;
  if (hasMore) rows.length = request.limit;
  const last = rows.at(-1);
  const nextCursor = hasMore && last ? encodeCursor([last.cursor_date, last.created_at_exact, last.cursor_id]) : null;
  return { rows, nextCursor };
}

/** `createdAt` as an ISO instant in milliseconds (what the API returns). */
export const ISO_MS = (column: string) => `to_char("${column}" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
