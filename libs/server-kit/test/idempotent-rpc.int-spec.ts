import { randomUUID } from 'node:crypto';
import { type Actor, ErrorCode } from '@portal/contracts';
import { type RpcClient, ServiceError } from '@portal/server-kit';
import { type ServiceUnderTest, startServiceUnderTest } from '@portal/server-kit/testing';
import type { Client } from 'pg';

/**
 * The service side of Idempotency-Key: the transport and the outbox writer, shown on tracking's
 * training log (any handler that writes through the outbox behaves the same).
 */
describe('idempotent RPC: a change requested with a key is committed once', () => {
  let service: ServiceUnderTest;
  let rpc: RpcClient;
  let pg: Client;

  beforeAll(async () => {
    service = await startServiceUnderTest('tracking', 5000);
    ({ rpc, pg } = service);
  });

  afterAll(async () => {
    await service?.close();
  });

  const player = (): Actor & { playerId: string } => ({ userId: randomUUID(), role: 'player', playerId: randomUUID() });
  const create = (actor: Actor & { playerId: string }, notes: string, idempotencyKey?: string) =>
    rpc.call(
      'tracking.training-log.create',
      { playerId: actor.playerId, log: { date: '2026-11-18', type: 'game', notes } },
      { actor, ...(idempotencyKey ? { idempotencyKey } : {}) },
    );
  const storedIds = async (playerId: string) =>
    (await pg.query<{ id: string }>('SELECT id FROM tracking.training_logs WHERE player_id = $1', [playerId])).rows;

  it('stores one row for requests with the same key arriving together, each answered with it or 409', async () => {
    const ana = player();
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => create(ana, 'together', 'same-key')));
    const rows = await storedIds(ana.playerId);
    expect(rows).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') expect(outcome.value.id).toBe(rows[0]!.id);
      else expect(outcome.reason).toMatchObject({ code: ErrorCode.Conflict });
    }
    expect(outcomes.some((outcome) => outcome.status === 'fulfilled')).toBe(true);
    // Once answered, the key answers the same again, and its event was written once.
    expect((await create(ana, 'together', 'same-key')).id).toBe(rows[0]!.id);
    const events = await pg.query(
      `SELECT 1 FROM tracking.outbox_events WHERE name = 'tracking.training-log.created' AND payload->>'playerId' = $1`,
      [ana.playerId],
    );
    expect(events.rowCount).toBe(1);
  });

  it('refuses the key for another request with IDEMPOTENCY_KEY_REUSED, and keeps users and keys apart', async () => {
    const ana = player();
    const ben = player();
    await create(ana, 'first', 'key-1');
    await expect(create(ana, 'second', 'key-1')).rejects.toEqual(
      expect.objectContaining<Partial<ServiceError>>({ code: ErrorCode.IdempotencyKeyReused }),
    );
    await create(ana, 'second', 'key-2');
    await create(ana, 'without a key');
    await create(ana, 'without a key');
    expect(await storedIds(ana.playerId)).toHaveLength(4);
    // Ben's key-1 is his own, and needs a player of his own.
    await create(ben, 'first', 'key-1');
    expect(await storedIds(ben.playerId)).toHaveLength(1);
  });

  it('refuses a malformed key before the handler runs', async () => {
    const ana = player();
    await expect(create(ana, 'bad key', 'two words')).rejects.toMatchObject({ code: ErrorCode.Validation });
    expect(await storedIds(ana.playerId)).toEqual([]);
  });
});
