import { randomUUID } from 'node:crypto';
import type { Actor } from '@portal/contracts';
import type { RpcClient } from '@portal/server-kit';
import {
  ADULT_DATE_OF_BIRTH,
  forgetBirthDate,
  type ServiceUnderTest,
  startServiceUnderTest,
  waitFor,
} from '@portal/server-kit/testing';
import type { Client } from 'pg';

describe('identity service: player records, parents and consents over NATS', () => {
  let service: ServiceUnderTest;
  let rpc: RpcClient;
  let pg: Client;
  /** A coach of the installation's default squad 'All players', where sign-ups land. */
  let coach: Actor;
  let admin: Actor;
  let counter = 0;

  beforeAll(async () => {
    service = await startServiceUnderTest('identity', 5000);
    ({ rpc, pg } = service);
    const { rows } = await pg.query(
      `SELECT "club_id" AS "clubId", "id" AS "squadId" FROM "identity"."squads" WHERE "takes_signups"`,
    );
    coach = { userId: randomUUID(), role: 'coach', clubId: rows[0].clubId, squadIds: [rows[0].squadId] };
    admin = { userId: randomUUID(), role: 'admin', clubId: rows[0].clubId };
  });

  afterAll(async () => {
    await service?.close();
  });

  async function newPlayer(firstName = 'Ana'): Promise<Actor & { playerId: string }> {
    counter += 1;
    const { actor } = await rpc.call('identity.auth.signup', {
      email: `${firstName.toLowerCase()}${counter}@club.test`,
      password: 'Kick-Off-2026!',
      firstName,
      lastName: 'Silva',
      dateOfBirth: ADULT_DATE_OF_BIRTH,
    });
    // These records start without a date of birth (as every account from before the age question),
    // so the age they show is the one the player declared until staff record one.
    await forgetBirthDate(pg, actor.playerId!);
    return actor as Actor & { playerId: string };
  }

  const outboxOf = async (name: string, playerId: string) =>
    (
      await pg.query(
        `SELECT "payload" FROM "identity"."outbox_events" WHERE "name" = $1 AND "payload"->>'playerId' = $2 ORDER BY "seq"`,
        [name, playerId],
      )
    ).rows.map((row) => row.payload);

  it('publishes the contact a player is reached by at sign-up, and again when staff rename the record', async () => {
    const rita = await newPlayer('Rita');
    const [signedUp] = await outboxOf('identity.player.contact-changed', rita.playerId);
    expect(signedUp).toEqual({
      playerId: rita.playerId,
      name: 'Rita Silva',
      email: expect.stringMatching(/^rita\d+@club\.test$/),
      version: expect.any(Number),
    });
    await rpc.call(
      'identity.player.update',
      { playerId: rita.playerId, changes: { teamName: 'U14 Red' } },
      { actor: coach },
    );
    expect(await outboxOf('identity.player.contact-changed', rita.playerId)).toHaveLength(1);
    await rpc.call(
      'identity.player.update',
      { playerId: rita.playerId, changes: { fullName: 'Rita S.' } },
      { actor: coach },
    );
    const [, renamed] = await outboxOf('identity.player.contact-changed', rita.playerId);
    // The account's own name still leads; the newer version tells copies to replace what they hold.
    expect(renamed).toEqual({ ...signedUp, version: expect.any(Number) });
    expect(renamed.version).toBeGreaterThan(signedUp.version);
  });

  it('keeps one record behind the two readings', async () => {
    const ana = await newPlayer();
    const saved = await rpc.call(
      'identity.player.own-profile.save',
      {
        profile: { age: 15, team: 'U16 Blue', club: 'Riverside FC', position: 'Winger', jerseyNumber: 7 },
      },
      { actor: ana },
    );
    expect(saved).toEqual({
      id: ana.playerId,
      age: 15,
      team: 'U16 Blue',
      club: 'Riverside FC',
      position: 'Winger',
      jerseyNumber: 7,
      parentContactInfo: null,
      parentName: null,
      parentEmail: null,
      parentPhone: null,
    });
    const record = await rpc.call('identity.player.get', { playerId: ana.playerId }, { actor: coach });
    expect(record).toMatchObject({
      teamName: 'U16 Blue',
      clubName: 'Riverside FC',
      jerseyNumber: 7,
      age: 15,
      declaredAge: 15,
      positions: [expect.objectContaining({ position: 'Winger', type: 'primary' })],
      user: expect.objectContaining({ email: expect.stringContaining('@club.test') }),
    });

    // The coach sets a date of birth and a new primary position: the own reading follows.
    await rpc.call(
      'identity.player.update',
      {
        playerId: ana.playerId,
        changes: {
          dateOfBirth: '2010-01-01',
          positions: [
            { position: 'Striker', type: 'primary' },
            { position: 'Winger', type: 'other' },
          ],
        },
      },
      { actor: coach },
    );
    const own = await rpc.call('identity.player.own-profile.get', {}, { actor: ana });
    expect(own.position).toBe('Striker');
    expect(own.age).toBeGreaterThanOrEqual(16);
    // A second own-profile POST with fewer fields clears the missing ones (create-or-update).
    const second = await rpc.call('identity.player.own-profile.save', { profile: { team: 'U17' } }, { actor: ana });
    expect(second).toMatchObject({ team: 'U17', club: null, position: null, jerseyNumber: null });
    const after = await rpc.call('identity.player.get', { playerId: ana.playerId }, { actor: ana });
    expect(after.positions.map((position) => [position.position, position.type])).toEqual([['Winger', 'other']]);
  });

  it('answers another player as if the record did not exist, lets staff in, and keeps status to staff', async () => {
    const ana = await newPlayer();
    const ben = await newPlayer('Ben');
    await expect(rpc.call('identity.player.get', { playerId: ana.playerId }, { actor: ben })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Player not found',
    });
    await expect(
      rpc.call('identity.player.update', { playerId: ana.playerId, changes: { bio: 'hacked' } }, { actor: ben }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      rpc.call(
        'identity.player.set-consent',
        { playerId: ana.playerId, consent: { consentType: 'media', granted: true } },
        { actor: ben },
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      rpc.call('identity.player.update', { playerId: ana.playerId, changes: { status: 'inactive' } }, { actor: ana }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // Sending the unchanged status is harmless.
    await rpc.call('identity.player.update', { playerId: ana.playerId, changes: { status: 'active' } }, { actor: ana });
    const byCoach = await rpc.call(
      'identity.player.update',
      { playerId: ana.playerId, changes: { status: 'inactive' } },
      { actor: coach },
    );
    expect(byCoach.status).toBe('inactive');
    const stored = await pg.query(`SELECT "bio", "status" FROM "identity"."players" WHERE "id" = $1`, [ana.playerId]);
    expect(stored.rows[0]).toEqual({ bio: null, status: 'inactive' });
    await expect(rpc.call('identity.player.get', { playerId: randomUUID() }, { actor: coach })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('adds, edits and removes parents with at most one primary contact', async () => {
    const ana = await newPlayer();
    const first = await rpc.call(
      'identity.player.update',
      {
        playerId: ana.playerId,
        changes: {
          parents: [
            { name: 'Maria Silva', relationship: 'Mother', email: 'maria@home.test', isPrimaryContact: true },
            { name: 'João Silva', relationship: 'Father', phone: '+351 555 0101' },
          ],
        },
      },
      { actor: ana },
    );
    expect(first.parents.map((parent) => [parent.name, parent.isPrimaryContact])).toEqual([
      ['Maria Silva', true],
      ['João Silva', false],
    ]);
    const [maria, joao] = first.parents;
    // The primary moves to João, Maria is removed, a guardian is added: one call.
    const second = await rpc.call(
      'identity.player.update',
      {
        playerId: ana.playerId,
        changes: {
          parents: [
            { id: joao!.id, name: 'João Silva', relationship: 'Father', isPrimaryContact: true },
            { name: 'Rita Costa', relationship: 'Guardian' },
          ],
        },
      },
      { actor: coach },
    );
    expect(second.parents.map((parent) => [parent.id === joao!.id, parent.name, parent.isPrimaryContact])).toEqual([
      [true, 'João Silva', true],
      [false, 'Rita Costa', false],
    ]);
    expect(second.parents.some((parent) => parent.id === maria!.id)).toBe(false);

    await expect(
      rpc.call(
        'identity.player.update',
        {
          playerId: ana.playerId,
          changes: {
            parents: [
              { name: 'A', isPrimaryContact: true },
              { name: 'B', isPrimaryContact: true },
            ],
          },
        },
        { actor: coach },
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION', errors: [expect.objectContaining({ field: 'changes.parents' })] });
    await expect(
      rpc.call(
        'identity.player.update',
        { playerId: ana.playerId, changes: { parents: [{ id: maria!.id, name: 'Back' }] } },
        { actor: coach },
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION', errors: [expect.objectContaining({ field: 'parents.0.id' })] });
    const stored = await pg.query(`SELECT "name" FROM "identity"."player_parents" WHERE "player_id" = $1`, [
      ana.playerId,
    ]);
    expect(stored.rows.map((row) => row.name).sort()).toEqual(['João Silva', 'Rita Costa']);
  });

  it('keeps a consent history with who and when, and puts both events in the outbox', async () => {
    const ana = await newPlayer();
    // An adult on file decides her own consents (guardians.int-spec.ts covers minors); set in the
    // table so the record's update events below stay the ones this test makes.
    await pg.query(
      `UPDATE "identity"."players" SET "date_of_birth" = '2000-01-01', "date_of_birth_source" = 'club' WHERE "id" = $1`,
      [ana.playerId],
    );
    const before = await rpc.call('identity.player.get', { playerId: ana.playerId }, { actor: ana });
    const never = { granted: false, updatedAt: null, updatedBy: null, updatedByName: null, updatedByCapacity: null };
    expect(before.consents).toEqual([
      { consentType: 'media', ...never },
      { consentType: 'video_share', ...never },
      { consentType: 'analytics', ...never },
    ]);
    expect(before).toMatchObject({ consentAge: 13, consentDecidedBy: 'player' });
    const granted = await rpc.call(
      'identity.player.set-consent',
      { playerId: ana.playerId, consent: { consentType: 'media', granted: true } },
      { actor: ana },
    );
    expect(granted).toMatchObject({
      consentType: 'media',
      granted: true,
      updatedBy: ana.userId,
      updatedByName: 'Ana Silva',
      updatedByCapacity: 'player',
    });
    // The same value again is no change: no history row, no event.
    await rpc.call(
      'identity.player.set-consent',
      { playerId: ana.playerId, consent: { consentType: 'media', granted: true } },
      { actor: ana },
    );
    await rpc.call(
      'identity.player.set-consent',
      { playerId: ana.playerId, consent: { consentType: 'media', granted: false } },
      { actor: coach },
    );
    const history = await rpc.call('identity.player.consent-history', { playerId: ana.playerId }, { actor: ana });
    expect(history.map((entry) => [entry.consentType, entry.granted, entry.changedBy])).toEqual([
      ['media', false, coach.userId],
      ['media', true, ana.userId],
    ]);
    expect(history[1]).toMatchObject({
      changedByName: 'Ana Silva',
      changedByRole: 'player',
      changedByCapacity: 'player',
    });
    expect(history[0]).toMatchObject({ changedByCapacity: 'staff' });
    expect(await outboxOf('identity.consent.changed', ana.playerId)).toEqual([
      {
        playerId: ana.playerId,
        consentType: 'media',
        granted: true,
        changedBy: ana.userId,
        changedAt: history[1]!.changedAt,
        changedByCapacity: 'player',
      },
      {
        playerId: ana.playerId,
        consentType: 'media',
        granted: false,
        changedBy: coach.userId,
        changedAt: history[0]!.changedAt,
        changedByCapacity: 'staff',
      },
    ]);

    await rpc.call(
      'identity.player.update',
      {
        playerId: ana.playerId,
        changes: { heightCm: 172, teamName: 'U16', goals: [{ goalType: 'season', text: 'Ten goals' }] },
      },
      { actor: coach },
    );
    // Nothing changed: no event.
    await rpc.call('identity.player.update', { playerId: ana.playerId, changes: { heightCm: 172 } }, { actor: coach });
    expect(await outboxOf('identity.player.updated', ana.playerId)).toEqual([
      {
        playerId: ana.playerId,
        userId: ana.userId,
        fields: ['heightCm', 'teamName', 'goals'],
        changedBy: coach.userId,
      },
    ]);
    await waitFor(
      async () =>
        (
          await pg.query(
            `SELECT 1 FROM "identity"."outbox_events" WHERE "payload"->>'playerId' = $1 AND "published_at" IS NULL`,
            [ana.playerId],
          )
        ).rowCount === 0,
      { what: 'the relay to publish the events' },
    );
  });

  it('re-validates payloads in the service and stores nothing on a bad one', async () => {
    const ana = await newPlayer();
    for (const [field, changes] of [
      ['changes.heightCm', { heightCm: 99 }],
      ['changes.weightKg', { weightKg: 201 }],
      ['changes.jerseyNumber', { jerseyNumber: 7.5 }],
      ['changes.fullName', { fullName: '   ' }],
      ['changes.leagueLevel', { leagueLevel: 'Premier' }],
      ['nickname', { nickname: 'Speedy' }],
    ] as const) {
      await expect(
        rpc.call('identity.player.update', { playerId: ana.playerId, changes: changes as never }, { actor: ana }),
      ).rejects.toMatchObject({ code: 'VALIDATION', errors: [expect.objectContaining({ field })] });
    }
    await expect(
      rpc.call(
        'identity.player.set-consent',
        { playerId: ana.playerId, consent: { consentType: 'marketing', granted: true } as never },
        { actor: ana },
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    const stored = await pg.query(`SELECT "height_cm", "full_name" FROM "identity"."players" WHERE "id" = $1`, [
      ana.playerId,
    ]);
    expect(stored.rows[0]).toEqual({ height_cm: null, full_name: 'Ana Silva' });
  });

  it('lists players for staff with search, paging and club-wide figures', async () => {
    const zed = await newPlayer('Zedekiah');
    await rpc.call(
      'identity.player.own-profile.save',
      { profile: { age: 14, team: 'Zebras', position: 'Keeper' } },
      { actor: zed },
    );
    const page = await rpc.call(
      'identity.player.list',
      { search: 'zedek', page: 1, pageSize: 10, stats: true },
      { actor: coach },
    );
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: zed.playerId,
      team: 'Zebras',
      position: 'Keeper',
      age: 14,
      user: expect.objectContaining({ firstName: 'Zedekiah' }),
    });
    expect(page.stats?.totalPlayers).toBeGreaterThanOrEqual(page.stats?.completeProfiles ?? Infinity);
    expect(page.stats?.completeProfiles).toBeGreaterThanOrEqual(1);
    const all = await rpc.call('identity.player.list', { page: 1, pageSize: 2, stats: true }, { actor: coach });
    expect(all.items).toHaveLength(2);
    expect(all.total).toBe(all.stats?.totalPlayers);
    await expect(rpc.call('identity.player.list', { page: 1, pageSize: 2 }, { actor: zed })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('reads several players at once for staff: exactly what player.get gives each, in the order asked', async () => {
    const ana = await newPlayer();
    const ben = await newPlayer('Ben');
    await rpc.call(
      'identity.player.update',
      {
        playerId: ana.playerId,
        changes: {
          dateOfBirth: '2010-05-04',
          teamName: 'U16 Blue',
          positions: [
            { position: 'Striker', type: 'primary' },
            { position: 'Winger', type: 'other' },
          ],
          goals: [{ goalType: 'season', text: 'Ten goals' }],
          parents: [
            { name: 'Maria Silva', relationship: 'Mother', email: 'maria@home.test', isPrimaryContact: true },
            { name: 'João Silva', relationship: 'Father', phone: '+351 555 0101' },
          ],
        },
      },
      { actor: coach },
    );
    await rpc.call(
      'identity.player.update',
      { playerId: ben.playerId, changes: { parents: [{ name: 'Rita Costa', relationship: 'Guardian' }] } },
      { actor: ben },
    );
    // Staff withdraw (never grant): a consent row by the coach all the same.
    await rpc.call(
      'identity.player.set-consent',
      { playerId: ben.playerId, consent: { consentType: 'media', granted: false } },
      { actor: coach },
    );
    const expected = [
      await rpc.call('identity.player.get', { playerId: ben.playerId }, { actor: coach }),
      await rpc.call('identity.player.get', { playerId: ana.playerId }, { actor: coach }),
    ];
    expect(expected.map((profile) => profile.parents.length)).toEqual([1, 2]);

    // An unknown id is simply left out, and so is a player outside the caller's scope.
    const many = await rpc.call(
      'identity.player.many',
      { playerIds: [ben.playerId, randomUUID(), ana.playerId] },
      { actor: coach },
    );
    expect(many).toEqual(expected);
    const coachOfAnotherSquad: Actor = { ...coach, squadIds: [randomUUID()] };
    expect(
      await rpc.call(
        'identity.player.many',
        { playerIds: [ben.playerId, ana.playerId] },
        { actor: coachOfAnotherSquad },
      ),
    ).toEqual([]);

    await expect(rpc.call('identity.player.many', { playerIds: [ana.playerId] }, { actor: ana })).rejects.toMatchObject(
      { code: 'FORBIDDEN' },
    );
    await expect(
      rpc.call(
        'identity.player.many',
        { playerIds: Array.from({ length: 101 }, () => randomUUID()) },
        { actor: admin },
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});
