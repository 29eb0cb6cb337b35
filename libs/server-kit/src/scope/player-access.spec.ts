import type { Actor, PlayerMembership } from '@portal/contracts';
import fc from 'fast-check';
import { ServiceError } from '../errors';
import { PlayerAccess } from './player-access';
import type { ScopeRowsRepository } from './scope-rows.repository';

const ids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
const clubs = ['aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'];
const squads = ['cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'dddddddd-dddd-4ddd-8ddd-dddddddddddd'];

/** The access rule with the scope copy holding `membership` (what `membership()` and the JSON column give). */
function accessWith(membership: PlayerMembership | undefined): PlayerAccess {
  const rows = {
    schema: 'tracking',
    membership: () => Promise.resolve(membership),
    membershipJsonSql: (playerIdSql: string) => `(membership of ${playerIdSql})`,
  } as unknown as ScopeRowsRepository;
  return new PlayerAccess(rows);
}

const actorArb: fc.Arbitrary<Actor> = fc.oneof(
  fc.record({
    userId: fc.uuid(),
    role: fc.constant('player' as const),
    playerId: fc.option(fc.constantFrom(...ids), { nil: undefined }),
  }),
  fc.record({
    userId: fc.uuid(),
    role: fc.constant('admin' as const),
    clubId: fc.option(fc.constantFrom(...clubs), { nil: undefined }),
  }),
  fc.record({
    userId: fc.uuid(),
    role: fc.constant('coach' as const),
    clubId: fc.option(fc.constantFrom(...clubs), { nil: undefined }),
    squadIds: fc.subarray(squads),
  }),
  fc.record({ userId: fc.uuid(), role: fc.constant('parent' as const), childIds: fc.subarray(ids) }),
  fc.record({ userId: fc.uuid(), role: fc.constant('admin' as const), service: fc.constant('reports' as const) }),
);
const membershipArb = fc.option(
  fc.record({ playerId: fc.constantFrom(...ids), clubId: fc.constantFrom(...clubs), squadIds: fc.subarray(squads) }),
  { nil: undefined },
);

async function reaches(run: () => unknown): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (error instanceof ServiceError) return false;
    throw error;
  }
}

describe('PlayerAccess.requireSelected (the scope check folded into a statement)', () => {
  it('decides exactly as require on the same membership, selected as JSON', async () => {
    await fc.assert(
      fc.asyncProperty(actorArb, fc.constantFrom(...ids), membershipArb, async (actor, playerId, membership) => {
        const access = accessWith(membership);
        // The statement's JSON column: null when the copy has no row.
        const selected = { membership: membership ? JSON.parse(JSON.stringify(membership)) : null };
        expect(await reaches(() => access.requireSelected(actor, playerId, selected))).toBe(
          await reaches(() => access.require(actor, playerId)),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('answers 404 when the statement selected no row (its scope condition failed)', () => {
    const access = accessWith(undefined);
    const admin: Actor = { userId: ids[0]!, role: 'admin', clubId: clubs[0]! };
    expect(() => access.requireSelected(admin, ids[1]!, undefined)).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND', message: 'Player not found' }),
    );
  });

  it('selects the membership only when the scope needs it, and the scope condition as lists apply it', () => {
    const access = accessWith(undefined);
    const coach: Actor = { userId: ids[0]!, role: 'coach', clubId: clubs[0]!, squadIds: [squads[0]!] };
    const params: unknown[] = ['player'];
    expect(access.inStatement(coach, '$1::uuid', params)).toEqual({
      membership: '(membership of $1::uuid)',
      reachable: `$1::uuid IN (SELECT "player_id" FROM "tracking"."scope_players" WHERE "club_id" = $2::uuid AND "squad_ids" && $3::uuid[])`,
    });
    expect(params).toEqual(['player', clubs[0], [squads[0]]]);
    const player: Actor = { userId: ids[0]!, role: 'player', playerId: ids[0]! };
    expect(access.inStatement(player, '$1::uuid', ['player'])).toEqual({
      membership: 'NULL',
      reachable: '$1::uuid = $2::uuid',
    });
  });
});
