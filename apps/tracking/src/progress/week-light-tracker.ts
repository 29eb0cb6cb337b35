import { Injectable } from '@nestjs/common';
import { progressWeekStartOf } from '@portal/contracts';
import { OutboxWriter } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';
import { ProgressReader } from './progress-reader';

/**
 * After a session or check-in, judges the light of that day's week inside the same transaction and
 * raises `tracking.alert.raised` when it turns yellow or red (not again while it stays the same).
 */
@Injectable()
export class WeekLightTracker {
  constructor(
    private readonly reader: ProgressReader,
    private readonly outbox: OutboxWriter,
  ) {}

  async recordAfterChange(manager: EntityManager, playerId: string, day: string): Promise<void> {
    const weekStart = progressWeekStartOf(day);
    const dashboard = await this.reader.dashboard(manager, playerId, weekStart, day);
    // Create the week's row if missing, then lock it: two writes of the same week queue here.
    await manager.query(
      `INSERT INTO "tracking"."week_lights" ("player_id", "week_start", "light") VALUES ($1, $2, 'green')
       ON CONFLICT DO NOTHING`,
      [playerId, weekStart],
    );
    const [row] = await manager.query(
      `SELECT "light" FROM "tracking"."week_lights" WHERE "player_id" = $1 AND "week_start" = $2 FOR UPDATE`,
      [playerId, weekStart],
    );
    const previous = row.light as string;
    const alerts = dashboard.alerts.map((alert) => ({ rule: alert.rule, message: alert.message }));
    // The alerts are kept with the light: the coach home names the rule that fired.
    await manager.query(
      `UPDATE "tracking"."week_lights" SET "light" = $3, "alerts" = $4::jsonb WHERE "player_id" = $1 AND "week_start" = $2`,
      [playerId, weekStart, dashboard.trafficLight, JSON.stringify(alerts)],
    );
    if (dashboard.trafficLight === 'green' || dashboard.trafficLight === previous) return;
    await this.outbox.append(manager, 'tracking.alert.raised', {
      playerId,
      weekStart,
      trafficLight: dashboard.trafficLight,
      alerts,
    });
  }
}
