import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Page, type TrainingLog, UNPAGED_LIST_CEILING } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { type KeysetCursorColumns, keysetRows } from '../common/keyset-page';
import { type TrainingLogRow, trainingLogOfRow } from './training-log.rules';

/** Only what a log shows; the player is the one asked for, not read again from every row. */
const LOG_COLUMNS = `"id", "date"::text AS "date", "type", "wellness_rating" AS "wellnessRating", "notes", "minutes"`;

/**
 * The Training list straight from the one training record: the columns a log shows and one object per
 * row, in the sessions' keyset order and cursor (so a page cursor is the same whichever list made it).
 */
@Injectable()
export class TrainingLogReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(playerId: string, request: { limit?: number; before?: string }): Promise<Page<TrainingLog>> {
    const { rows, nextCursor } = await keysetRows<TrainingLogRow & KeysetCursorColumns>(this.dataSource.manager, {
      table: 'training_sessions',
      columns: LOG_COLUMNS,
      playerId,
      limit: request.limit ?? UNPAGED_LIST_CEILING,
      before: request.before,
      cursorField: 'before',
    });
    const items: TrainingLog[] = new Array(rows.length);
    for (let index = 0; index < rows.length; index += 1) items[index] = trainingLogOfRow(playerId, rows[index]!);
    return { items, nextCursor };
  }
}
