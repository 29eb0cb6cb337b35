import { randomUUID } from 'node:crypto';
import type { Actor } from '@portal/contracts';
import type { RpcClient } from '@portal/server-kit';
import { type ServiceUnderTest, startServiceUnderTest } from '@portal/server-kit/testing';
import type { Client } from 'pg';
import type { QueryRunner } from 'typeorm';
import { OneTrainingRecord1764400000300 } from '../src/database/migrations/1764400000300-one-training-record';

/**
 * Issue 26's migration on rows written before it: every training log becomes the one record with its id,
 * read back the same on Training and as a session on Progress; going down and up again loses nothing.
 */
describe('tracking migration: one training record', () => {
  let service: ServiceUnderTest;
  let rpc: RpcClient;
  let pg: Client;
  const migration = new OneTrainingRecord1764400000300();
  // The migration only runs SQL: a query runner over the test's connection is enough.
  const runner = () =>
    ({
      query: async (sql: string, params?: unknown[]) => (await pg.query(sql, params)).rows,
    }) as unknown as QueryRunner;

  beforeAll(async () => {
    service = await startServiceUnderTest('tracking', 3000);
    ({ rpc, pg } = service);
  });

  afterAll(async () => {
    await service?.close();
  });

  it('moves the rows of the old training_logs table into the record, keeping their ids', async () => {
    const ana: Actor & { playerId: string } = { userId: randomUUID(), role: 'player', playerId: randomUUID() };
    const session = await rpc.call(
      'tracking.training-session.log',
      {
        playerId: ana.playerId,
        session: { type: 'Gym', category: 'Gym', minutes: 40, rpe: 6, date: '2026-11-17', dayOfWeek: 'Tuesday' },
      },
      { actor: ana },
    );

    // Back to the tables before the migration (its down keeps the session), then two logs written the old way.
    await migration.down(runner());
    const [teamId, unknownId] = [randomUUID(), randomUUID()];
    await pg.query(
      `INSERT INTO "tracking"."training_logs" ("id", "player_id", "date", "type", "wellness_rating", "notes", "created_at")
       VALUES ($1, $3, '2026-11-19', 'team_training', 2, 'Rondos', '2026-11-19T18:00:00Z'),
              ($2, $3, '2026-11-15', 'yoga', NULL, NULL, '2026-11-15T09:00:00Z')`,
      [teamId, unknownId, ana.playerId],
    );
    await migration.up(runner());

    const logs = await rpc.call('tracking.training-log.list', { playerId: ana.playerId }, { actor: ana });
    expect(
      logs.items.map(({ id, date, type, wellnessRating, notes, minutes }) => ({
        id,
        date,
        type,
        wellnessRating,
        notes,
        minutes,
      })),
    ).toEqual([
      { id: teamId, date: '2026-11-19', type: 'team_training', wellnessRating: 2, notes: 'Rondos', minutes: null },
      { id: session.id, date: '2026-11-17', type: 'other', wellnessRating: null, notes: null, minutes: 40 },
      { id: unknownId, date: '2026-11-15', type: 'other', wellnessRating: null, notes: null, minutes: null },
    ]);
    const sessions = await rpc.call('tracking.training-session.list', { playerId: ana.playerId }, { actor: ana });
    expect(
      sessions.items.map(({ id, dayOfWeek, type, category, minutes, rpe }) => ({
        id,
        dayOfWeek,
        type,
        category,
        minutes,
        rpe,
      })),
    ).toEqual([
      { id: teamId, dayOfWeek: 'Thursday', type: 'Team', category: 'Team', minutes: null, rpe: null },
      { id: session.id, dayOfWeek: 'Tuesday', type: 'Gym', category: 'Gym', minutes: 40, rpe: 6 },
      { id: unknownId, dayOfWeek: 'Sunday', type: 'Other', category: 'Other', minutes: null, rpe: null },
    ]);
    expect(logs.items.find((log) => log.id === teamId)?.createdAt).toBe('2026-11-19T18:00:00.000Z');
    // SQL readers keep a training_logs reading: the view.
    const view = await pg.query(
      'SELECT "id", "type" FROM "tracking"."training_logs" WHERE "player_id" = $1 ORDER BY "date"',
      [ana.playerId],
    );
    expect(view.rows).toEqual([
      { id: unknownId, type: 'other' },
      { id: session.id, type: 'other' },
      { id: teamId, type: 'team_training' },
    ]);
  });
});
