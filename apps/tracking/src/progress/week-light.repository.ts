import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TrackingAttention } from '@portal/contracts';
import { DataSource } from 'typeorm';

type AttentionRow = TrackingAttention['items'][number] & { matched: number };
type QuietRow = TrackingAttention['quiet']['items'][number] & { matched: number };

/** Reads of `tracking.week_lights` (the WeekLightTracker writes them). */
@Injectable()
export class WeekLightRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The week's red and yellow lights of the players `inScope` keeps (a condition on `w.player_id`
   * built with the same `params`), red first; the count is taken in SQL before the LIMIT.
   */
  async attention(
    weekStart: string,
    limit: number,
    scope: (column: string, params: unknown[]) => string,
  ): Promise<Omit<TrackingAttention, 'quiet'>> {
    const params: unknown[] = [weekStart, limit];
    const inScope = scope('w.player_id', params);
    const rows: AttentionRow[] = await this.dataSource.query(
      `SELECT w.player_id AS "playerId", to_char(w.week_start, 'YYYY-MM-DD') AS "weekStart", w.light,
              w.alerts, count(*) OVER ()::int AS matched
       FROM "tracking"."week_lights" w
       WHERE w.week_start = $1::date AND w.light IN ('red', 'yellow') AND ${inScope}
       ORDER BY (w.light = 'red') DESC, w.player_id LIMIT $2`,
      params,
    );
    return {
      count: rows[0]?.matched ?? 0,
      items: rows.map(({ matched: _matched, ...item }) => item),
    };
  }

  /**
   * Active players of the scope with no training session and no check-in on or after `since`, those
   * who never logged anything first, then the longest quiet; the count is taken before the LIMIT.
   */
  async quiet(
    since: string,
    limit: number,
    scope: (column: string, params: unknown[]) => string,
  ): Promise<TrackingAttention['quiet']> {
    const params: unknown[] = [since, limit];
    const inScope = scope('p.player_id', params);
    const rows: QuietRow[] = await this.dataSource.query(
      `SELECT q."playerId", to_char(q."last", 'YYYY-MM-DD') AS "lastLoggedOn", count(*) OVER ()::int AS matched
       FROM (SELECT p.player_id AS "playerId",
                    GREATEST((SELECT max(s.date) FROM "tracking"."training_sessions" s WHERE s.player_id = p.player_id),
                             (SELECT max(w.date) FROM "tracking"."wellness_logs" w WHERE w.player_id = p.player_id))
                      AS "last"
               FROM "tracking"."scope_players" p
              WHERE p.active AND ${inScope}) q
       WHERE q."last" IS NULL OR q."last" < $1::date
       ORDER BY q."last" NULLS FIRST, q."playerId" LIMIT $2`,
      params,
    );
    return { count: rows[0]?.matched ?? 0, items: rows.map(({ matched: _matched, ...item }) => item) };
  }
}
