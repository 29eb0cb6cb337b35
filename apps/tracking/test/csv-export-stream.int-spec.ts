import { randomUUID } from 'node:crypto';
import {
  type Actor,
  ErrorCode,
  type ExportRow,
  TRAINING_SESSION_CSV_COLUMNS,
  WELLNESS_LOG_CSV_COLUMNS,
} from '@portal/contracts';
import { type RpcClient, RpcStreamClient, csvStream } from '@portal/server-kit';
import { type ServiceUnderTest, startServiceUnderTest, testRpcSigner } from '@portal/server-kit/testing';
import type { Client } from 'pg';

/**
 * tracking's streamed CSV export (`tracking.export.csv`): the same bytes the paged export subjects give
 * through csvStream, for an export of many pages and chunks, and the same scope check before any byte.
 */
describe('tracking streams a whole CSV export', () => {
  let service: ServiceUnderTest;
  let rpc: RpcClient;
  let pg: Client;
  let streams: RpcStreamClient;

  beforeAll(async () => {
    service = await startServiceUnderTest('tracking', 5000);
    ({ rpc, pg } = service);
    streams = new RpcStreamClient(service.connection, service.namespace, testRpcSigner(), {
      creditSubjects: { tracking: 'tracking.stream.credit' },
      timeoutMs: 5000,
    });
  });

  afterAll(async () => {
    await service?.close();
  });

  const player = (): Actor & { playerId: string } => ({ userId: randomUUID(), role: 'player', playerId: randomUUID() });

  async function textOf(source: AsyncIterable<string | Buffer>): Promise<string> {
    let text = '';
    for await (const piece of source) text += String(piece);
    return text;
  }

  /** The export as the paged subjects give it (what the gateway used to stream page by page). */
  async function pagedExport(
    subject: 'tracking.export.training-sessions' | 'tracking.export.wellness-logs',
    actor: Actor & { playerId: string },
  ): Promise<string> {
    async function* rows(): AsyncGenerator<ExportRow> {
      let after: string | undefined;
      do {
        const page = await rpc.call(subject, { playerId: actor.playerId, ...(after ? { after } : {}) }, { actor });
        yield* page.rows;
        after = page.nextCursor ?? undefined;
      } while (after);
    }
    const columns =
      subject === 'tracking.export.training-sessions' ? TRAINING_SESSION_CSV_COLUMNS : WELLNESS_LOG_CSV_COLUMNS;
    return textOf(csvStream(columns, rows()));
  }

  it('gives the same bytes as the paged export, newest first, across many pages and chunks', async () => {
    const ana = player();
    // 4,500 sessions (three pages of the stream, several 64 KB chunks), several a day, some notes to quote.
    await pg.query(
      `INSERT INTO tracking.training_sessions (player_id, date, day_of_week, type, category, minutes, rpe, notes, created_at)
       SELECT $1, DATE '2026-11-15' - (i / 3), 'Sunday', 'Gym', 'Gym', 30 + i % 60, 1 + i % 9,
              CASE WHEN i % 5 = 0 THEN '=notes, "quoted" ' || i END, TIMESTAMPTZ '2026-11-15 18:00Z' - i * interval '1 minute'
         FROM generate_series(1, 4500) i`,
      [ana.playerId],
    );
    const streamed = await textOf(
      await streams.open('tracking.export.csv', { kind: 'training-sessions', playerId: ana.playerId }, { actor: ana }),
    );
    expect(streamed.split('\r\n')).toHaveLength(4500 + 2);
    expect(streamed.length).toBeGreaterThan(4 * 64 * 1024);
    expect(streamed).toBe(await pagedExport('tracking.export.training-sessions', ana));
  });

  it('streams check-ins too, and a player with nothing logged gets the header alone', async () => {
    const ben = player();
    await pg.query(
      `INSERT INTO tracking.wellness_logs (player_id, date, energy, fatigue, sleep, motivation, soreness, mood, comment, created_at, updated_at)
       SELECT $1, DATE '2026-11-15' - i, 3, 2, 4, 5, NULL, 3, CASE WHEN i % 7 = 0 THEN '+1, line' || chr(10) || 'two' END,
              TIMESTAMPTZ '2026-11-15 08:00Z' - i * interval '1 day', TIMESTAMPTZ '2026-11-15 08:00Z' - i * interval '1 day'
         FROM generate_series(0, 2499) i`,
      [ben.playerId],
    );
    const streamed = await textOf(
      await streams.open('tracking.export.csv', { kind: 'wellness-logs', playerId: ben.playerId }, { actor: ben }),
    );
    expect(streamed).toBe(await pagedExport('tracking.export.wellness-logs', ben));
    const empty = player();
    expect(
      await textOf(
        await streams.open(
          'tracking.export.csv',
          { kind: 'wellness-logs', playerId: empty.playerId },
          { actor: empty },
        ),
      ),
    ).toBe(`${WELLNESS_LOG_CSV_COLUMNS.join(',')}\r\n`);
  });

  it('an export of exactly one read page (2,000 rows) arrives whole and in order, ending where the page ends', async () => {
    const cleo = player();
    await pg.query(
      `INSERT INTO tracking.training_sessions (player_id, date, day_of_week, type, category, minutes, rpe, notes, created_at)
       SELECT $1, DATE '2026-11-15' - (i / 2), 'Sunday', 'Team', 'Team', 1 + i % 300, NULL, '@' || i,
              TIMESTAMPTZ '2026-11-15 18:00Z' - (i % 2) * interval '1 hour'
         FROM generate_series(0, 1999) i`,
      [cleo.playerId],
    );
    const streamed = await textOf(
      await streams.open(
        'tracking.export.csv',
        { kind: 'training-sessions', playerId: cleo.playerId },
        { actor: cleo },
      ),
    );
    const lines = streamed.split('\r\n');
    expect(lines).toHaveLength(2000 + 2);
    // Newest first: the notes number the rows in the order they must arrive.
    expect(lines.slice(1, -1).map((line) => line.split(',')[8])).toEqual(
      Array.from({ length: 2000 }, (_, i) => `'@${i}`),
    );
    expect(streamed).toBe(await pagedExport('tracking.export.training-sessions', cleo));
  });

  it("refuses another player's export as not found before any byte", async () => {
    const ana = player();
    const ben = player();
    await expect(
      streams.open('tracking.export.csv', { kind: 'training-sessions', playerId: ana.playerId }, { actor: ben }),
    ).rejects.toMatchObject({ code: ErrorCode.NotFound });
  });

  it('refuses a request naming no known export kind, storing nothing', async () => {
    const ana = player();
    await expect(
      streams.open(
        'tracking.export.csv',
        { kind: 'everything' as 'wellness-logs', playerId: ana.playerId },
        { actor: ana },
      ),
    ).rejects.toMatchObject({ code: ErrorCode.Validation });
  });
});
