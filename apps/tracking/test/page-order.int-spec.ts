import { randomUUID } from 'node:crypto';
import { encodeCursor } from '@portal/contracts';
import { type ServiceUnderTest, startServiceUnderTest } from '@portal/server-kit/testing';
import type { EntityManager } from 'typeorm';
import { keysetRows } from '../src/common/keyset-page';
import { exportRowsSql } from '../src/csv-export/csv-export.reader';
import { SESSION_COLUMNS } from '../src/training-session/training-session.repository';

type Plan = { 'Node Type': string; Plans?: Plan[] };
const nodeTypes = (plan: Plan): string[] => [plan['Node Type'], ...(plan.Plans ?? []).flatMap(nodeTypes)];

/**
 * A player's pages (the lists, the CSV export) read their rows in the order of the
 * (player_id, date, created_at, id) index, so a page is an index range scan at any depth and costs the
 * same for a player with a year of rows as for one with a week. Selecting the date as text under the
 * name "date" once turned `ORDER BY "date"` into an order by that text: every page then sorted all of
 * the player's rows (50 ms a page at 50,000 rows). With sequential scans off, a plan that still needs a
 * full Sort is a plan that cannot read the index in order. Training sessions are the rows that grow (a
 * player logs several a day for years); check-ins are one a day, ordered by their (player_id, date) key.
 */
describe('player page queries read in index order', () => {
  let service: ServiceUnderTest;
  const playerId = randomUUID();
  const cursor = encodeCursor(['2026-10-01', '2026-10-01T08:00:00.000000Z', randomUUID()]);

  beforeAll(async () => {
    service = await startServiceUnderTest('tracking', 3000);
  });
  afterAll(async () => {
    await service?.close();
  });

  async function planOf(sql: string, params: unknown[]): Promise<string[]> {
    const { pg } = service;
    await pg.query('BEGIN');
    try {
      await pg.query('SET LOCAL enable_seqscan = off');
      await pg.query('SET LOCAL enable_bitmapscan = off');
      const { rows } = await pg.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      return nodeTypes((rows[0]['QUERY PLAN'] as { Plan: Plan }[])[0]!.Plan);
    } finally {
      await pg.query('ROLLBACK');
    }
  }

  /** The statement keysetRows sends for `request`, taken from a stand-in manager. */
  async function keysetStatement(table: 'training_sessions', columns: string, before?: string) {
    let statement: { sql: string; params: unknown[] } | undefined;
    const manager = {
      query: async (sql: string, params: unknown[]) => {
        statement = { sql, params };
        return [];
      },
    } as unknown as EntityManager;
    await keysetRows(manager, { table, columns, playerId, limit: 50, before, cursorField: 'before' });
    return statement!;
  }

  it('pages training sessions without sorting, first page and later ones', async () => {
    for (const before of [undefined, cursor]) {
      const { sql, params } = await keysetStatement('training_sessions', SESSION_COLUMNS, before);
      const plan = await planOf(sql, params);
      expect(plan).toContain('Index Scan');
      expect(plan.filter((type) => type === 'Sort')).toEqual([]);
    }
  });

  it('exports training sessions through one cursor over the rows in index order, without sorting', async () => {
    const plan = await planOf(exportRowsSql('training-sessions'), [playerId]);
    expect(plan).toContain('Index Scan');
    expect(plan.filter((type) => type === 'Sort')).toEqual([]);
  });
});
