import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Page, type TrainingSession, UNPAGED_LIST_CEILING } from '@portal/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { ISO_MS, keysetPage } from '../common/keyset-page';
import { PLAYER_DAYS_JOIN, type PlayerDays, playerDaysParams } from '../common/player-days';

export interface NewTrainingSession {
  playerId: string;
  date: string;
  dayOfWeek: string;
  type: string;
  category: string;
  minutes: number | null;
  rpe: number | null;
  notes: string | null;
  wellnessRating: number | null;
}

/** The fields a Training edit changes (RPE and the rest stay). */
export type TrainingRecordEdit = Pick<
  NewTrainingSession,
  'date' | 'dayOfWeek' | 'type' | 'category' | 'minutes' | 'notes' | 'wellnessRating'
>;

export const SESSION_COLUMNS = `"id", "player_id" AS "playerId", "date"::text AS "date", "day_of_week" AS "dayOfWeek",
  "type", "category", "minutes", "rpe", "notes", "wellness_rating" AS "wellnessRating",
  ${ISO_MS('created_at')} AS "createdAt"`;

/** One row as a JSON object with the API's field names: SESSION_COLUMNS inside a json_agg. */
export const SESSION_JSON = `json_build_object('id', "id", 'playerId', "player_id", 'date', "date"::text,
  'dayOfWeek', "day_of_week", 'type', "type", 'category', "category", 'minutes', "minutes", 'rpe', "rpe",
  'notes', "notes", 'wellnessRating', "wellness_rating", 'createdAt', ${ISO_MS('created_at')})`;

/**
 * The only code that reads or writes `tracking.training_sessions`, the one training record: Progress
 * reads its rows as sessions, Training as logs (`trainingLogOfRecord`).
 */
@Injectable()
export class TrainingSessionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  page(
    playerId: string,
    request: { limit?: number; before?: string },
    cursorField = 'before',
  ): Promise<Page<TrainingSession>> {
    return keysetPage<TrainingSession>(this.dataSource.manager, {
      table: 'training_sessions',
      columns: SESSION_COLUMNS,
      playerId,
      limit: request.limit ?? UNPAGED_LIST_CEILING,
      before: request.before,
      cursorField,
    });
  }

  async insert(manager: EntityManager, session: NewTrainingSession): Promise<TrainingSession> {
    const [row] = await manager.query(
      `INSERT INTO "tracking"."training_sessions"
         ("player_id", "date", "day_of_week", "type", "category", "minutes", "rpe", "notes", "wellness_rating")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       RETURNING ${SESSION_COLUMNS}`,
      [
        session.playerId,
        session.date,
        session.dayOfWeek,
        session.type,
        session.category,
        session.minutes,
        session.rpe,
        session.notes,
        session.wellnessRating,
      ],
    );
    return row as TrainingSession;
  }

  /** The player's record `id`, locked for the change; undefined when it is not theirs or does not exist. */
  async findOwnForUpdate(manager: EntityManager, playerId: string, id: string): Promise<TrainingSession | undefined> {
    const [row] = await manager.query(
      `SELECT ${SESSION_COLUMNS} FROM "tracking"."training_sessions" WHERE "id" = $1 AND "player_id" = $2 FOR UPDATE`,
      [id, playerId],
    );
    return row as TrainingSession | undefined;
  }

  async update(manager: EntityManager, id: string, edit: TrainingRecordEdit): Promise<TrainingSession> {
    const [rows] = await manager.query(
      `UPDATE "tracking"."training_sessions"
          SET "date" = $2, "day_of_week" = $3, "type" = $4, "category" = $5, "minutes" = $6, "notes" = $7,
              "wellness_rating" = $8
        WHERE "id" = $1
        RETURNING ${SESSION_COLUMNS}`,
      [id, edit.date, edit.dayOfWeek, edit.type, edit.category, edit.minutes, edit.notes, edit.wellnessRating],
    );
    return (rows as TrainingSession[])[0]!;
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM "tracking"."training_sessions" WHERE "id" = $1`, [id]);
  }

  /** A player's sessions from `from` to `to` (inclusive), newest first. */
  between(manager: EntityManager, playerId: string, from: string, to: string): Promise<TrainingSession[]> {
    return manager.query(
      `SELECT ${SESSION_COLUMNS} FROM "tracking"."training_sessions"
        WHERE "player_id" = $1 AND "date" BETWEEN $2 AND $3
        ORDER BY "date" DESC, "created_at" DESC, "id" DESC`,
      [playerId, from, to],
    );
  }

  /** Each named player's sessions within their own days, in one statement; newest first (per player too). */
  inPlayerDays(manager: EntityManager, days: readonly PlayerDays[]): Promise<TrainingSession[]> {
    return manager.query(
      `SELECT ${SESSION_COLUMNS} FROM "tracking"."training_sessions"
        ${PLAYER_DAYS_JOIN}
        ORDER BY "date" DESC, "created_at" DESC, "id" DESC`,
      playerDaysParams(days),
    );
  }
}
