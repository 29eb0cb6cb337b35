import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Page, UNPAGED_LIST_CEILING, type WellnessCheckInResult, type WellnessLog } from '@portal/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { ISO_MS, keysetPage } from '../common/keyset-page';
import { PLAYER_DAYS_JOIN, type PlayerDays, playerDaysParams } from '../common/player-days';

export interface NewCheckIn {
  playerId: string;
  date: string;
  energy: number;
  fatigue: number;
  sleep: number;
  motivation: number;
  soreness: number | null;
  mood: number | null;
  comment: string | null;
}

export const WELLNESS_COLUMNS = `"id", "player_id" AS "playerId", "date"::text AS "date", "energy", "fatigue", "sleep",
  "motivation", "soreness", "mood", "comment", ${ISO_MS('created_at')} AS "createdAt", ${ISO_MS('updated_at')} AS "updatedAt"`;

/** One row as a JSON object with the API's field names: WELLNESS_COLUMNS inside a json_agg. */
export const WELLNESS_JSON = `json_build_object('id', "id", 'playerId', "player_id", 'date', "date"::text,
  'energy', "energy", 'fatigue', "fatigue", 'sleep', "sleep", 'motivation', "motivation", 'soreness', "soreness",
  'mood', "mood", 'comment', "comment", 'createdAt', ${ISO_MS('created_at')}, 'updatedAt', ${ISO_MS('updated_at')})`;

/** The only code that reads or writes `tracking.wellness_logs`. */
@Injectable()
export class WellnessLogRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  page(
    playerId: string,
    request: { limit?: number; before?: string },
    cursorField = 'before',
  ): Promise<Page<WellnessLog>> {
    return keysetPage<WellnessLog>(this.dataSource.manager, {
      table: 'wellness_logs',
      columns: WELLNESS_COLUMNS,
      playerId,
      limit: request.limit ?? UNPAGED_LIST_CEILING,
      before: request.before,
      cursorField,
    });
  }

  /**
   * The day's check-in: inserted, or replacing the one already there (one per player per day). The
   * row lock of ON CONFLICT makes two simultaneous taps one check-in. `replaced` says which.
   */
  async upsert(manager: EntityManager, checkIn: NewCheckIn): Promise<WellnessCheckInResult> {
    const [row] = await manager.query(
      `INSERT INTO "tracking"."wellness_logs"
         ("player_id", "date", "energy", "fatigue", "sleep", "motivation", "soreness", "mood", "comment")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT ("player_id", "date") DO UPDATE SET
         "energy" = EXCLUDED."energy", "fatigue" = EXCLUDED."fatigue", "sleep" = EXCLUDED."sleep",
         "motivation" = EXCLUDED."motivation", "soreness" = EXCLUDED."soreness", "mood" = EXCLUDED."mood",
         "comment" = EXCLUDED."comment", "updated_at" = clock_timestamp()
       RETURNING ${WELLNESS_COLUMNS}, (xmax <> 0) AS "replaced"`,
      [
        checkIn.playerId,
        checkIn.date,
        checkIn.energy,
        checkIn.fatigue,
        checkIn.sleep,
        checkIn.motivation,
        checkIn.soreness,
        checkIn.mood,
        checkIn.comment,
      ],
    );
    return row as WellnessCheckInResult;
  }

  between(manager: EntityManager, playerId: string, from: string, to: string): Promise<WellnessLog[]> {
    return manager.query(
      `SELECT ${WELLNESS_COLUMNS} FROM "tracking"."wellness_logs"
        WHERE "player_id" = $1 AND "date" BETWEEN $2 AND $3
        ORDER BY "date" DESC`,
      [playerId, from, to],
    );
  }

  /** Each named player's check-ins within their own days, in one statement; newest first (per player too). */
  inPlayerDays(manager: EntityManager, days: readonly PlayerDays[]): Promise<WellnessLog[]> {
    return manager.query(
      `SELECT ${WELLNESS_COLUMNS} FROM "tracking"."wellness_logs"
        ${PLAYER_DAYS_JOIN}
        ORDER BY "date" DESC`,
      playerDaysParams(days),
    );
  }
}
