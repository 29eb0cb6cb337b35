import { randomUUID } from 'node:crypto';
import type { Actor } from '@portal/contracts';
import {
  ADULT_DATE_OF_BIRTH,
  type ServiceUnderTest,
  TEST_PASSWORD,
  namespaceEnv,
  runAppCli,
  startServiceUnderTest,
} from '@portal/server-kit/testing';

/**
 * `identity.consent.check` with the user a player's media URL was issued for (`viewerUserId`): the
 * gateway asks it on every request for such a URL, and identity answers from its own tables as they
 * are at that moment (role, club, coached squads, deactivation), through the one scope rule.
 */
describe('identity: consent.check with the viewer a media URL was issued for', () => {
  let service: ServiceUnderTest;
  let env: Record<string, string>;
  let squadId: string;
  let admin: Actor;
  let ana: Actor & { playerId: string };
  let counter = 0;

  const check = (viewerUserId?: string) =>
    service.rpc.call('identity.consent.check', {
      playerId: ana.playerId,
      consentTypes: ['media'],
      ...(viewerUserId ? { viewerUserId } : {}),
    });

  /** A coach or admin created as the README says (the CLI), signed in once to learn their actor. */
  async function staff(role: 'coach' | 'admin', club?: string): Promise<Actor> {
    const email = `${role}${++counter}@club.test`;
    const created = await runAppCli(
      'identity',
      [
        'user:create',
        '--email',
        email,
        '--password',
        TEST_PASSWORD,
        '--first-name',
        'Sam',
        '--last-name',
        'Staff',
        '--role',
        role,
        ...(club ? ['--club', club] : []),
      ],
      env,
    );
    if (created.code !== 0) throw new Error(`user:create failed: ${created.stderr || created.stdout}`);
    const { actor } = await service.rpc.call('identity.auth.verify-credentials', {
      email,
      password: TEST_PASSWORD,
      clientAddress: '127.0.0.1',
    });
    return actor;
  }

  beforeAll(async () => {
    service = await startServiceUnderTest('identity', 10_000);
    env = namespaceEnv(service.namespace, service.infra);
    const { rows } = await service.pg.query(
      `SELECT "club_id" AS "clubId", "id" AS "squadId" FROM "identity"."squads" WHERE "takes_signups"`,
    );
    squadId = rows[0].squadId;
    admin = { userId: randomUUID(), role: 'admin', clubId: rows[0].clubId };
    // Signed up while there is one club: Ana lands in its sign-up squad, 'All players'.
    const signup = await service.rpc.call('identity.auth.signup', {
      email: 'ana@club.test',
      password: TEST_PASSWORD,
      firstName: 'Ana',
      lastName: 'Silva',
      dateOfBirth: ADULT_DATE_OF_BIRTH,
    });
    ana = signup.actor as Actor & { playerId: string };
    // An adult on file decides her own consent (a minor's guardian would); her club records it.
    await service.rpc.call(
      'identity.player.update',
      { playerId: ana.playerId, changes: { dateOfBirth: '2000-01-01' } },
      { actor: admin },
    );
    await service.rpc.call(
      'identity.player.set-consent',
      { playerId: ana.playerId, consent: { consentType: 'media', granted: true } },
      { actor: ana },
    );
  });

  afterAll(async () => {
    await service?.close();
  });

  it('grants the player themself and staff who reach the player, and says so without a viewer too', async () => {
    const coach = await staff('coach');
    expect(coach.squadIds).toEqual([squadId]);
    const clubAdmin = await staff('admin');
    expect(await check()).toEqual({ granted: true });
    expect(await check(ana.userId)).toEqual({ granted: true });
    expect(await check(coach.userId)).toEqual({ granted: true });
    expect(await check(clubAdmin.userId)).toEqual({ granted: true });
  });

  it('refuses a coach removed from the squad at once, and grants again once they are put back', async () => {
    const coach = await staff('coach');
    expect(await check(coach.userId)).toEqual({ granted: true });

    await service.rpc.call('identity.squad.remove-coach', { squadId, userId: coach.userId }, { actor: admin });
    expect(await check(coach.userId)).toEqual({ granted: false, reason: 'viewer' });

    await service.rpc.call(
      'identity.squad.add-coach',
      { squadId, userId: coach.userId, role: 'head' },
      { actor: admin },
    );
    expect(await check(coach.userId)).toEqual({ granted: true });
  });

  it('refuses a deactivated coach, a coach whose role changed, an unknown user and another player', async () => {
    const deactivated = await staff('coach');
    await service.rpc.call('identity.user.deactivate', { userId: deactivated.userId }, { actor: admin });
    expect(await check(deactivated.userId)).toEqual({ granted: false, reason: 'viewer' });

    const demoted = await staff('coach');
    await service.rpc.call('identity.user.set-role', { userId: demoted.userId, role: 'player' }, { actor: admin });
    expect(await check(demoted.userId)).toEqual({ granted: false, reason: 'viewer' });
    // The player record the role change made is announced with the contact a booking's invite uses.
    const { rows: contacts } = await service.pg.query(
      `SELECT e."payload" FROM "identity"."outbox_events" e JOIN "identity"."players" p ON p."id"::text = e."payload"->>'playerId'
        WHERE e."name" = 'identity.player.contact-changed' AND p."user_id" = $1`,
      [demoted.userId],
    );
    expect(contacts.map((row) => row.payload)).toEqual([expect.objectContaining({ name: 'Sam Staff' })]);

    expect(await check(randomUUID())).toEqual({ granted: false, reason: 'viewer' });

    const ben = await service.rpc.call('identity.auth.signup', {
      email: 'ben@club.test',
      password: TEST_PASSWORD,
      firstName: 'Ben',
      lastName: 'Silva',
      dateOfBirth: ADULT_DATE_OF_BIRTH,
    });
    expect(await check(ben.actor.userId)).toEqual({ granted: false, reason: 'viewer' });
  });

  it("refuses another club's coach, who coaches a squad of their own", async () => {
    const created = await runAppCli('identity', ['club:create', '--name', 'Riverside FC', '--slug', 'riverside'], env);
    expect(created.code).toBe(0);
    const riversideId = created.stdout.trim().split('\n').pop()!;
    const riversideAdmin: Actor = { userId: randomUUID(), role: 'admin', clubId: riversideId };
    const squad = await service.rpc.call(
      'identity.squad.create',
      { name: 'Riverside U12', season: '2026/27', ageGroup: 'U12' },
      { actor: riversideAdmin },
    );
    const rival = await staff('coach', 'riverside');
    await service.rpc.call(
      'identity.squad.add-coach',
      { squadId: squad.id, userId: rival.userId, role: 'head' },
      { actor: riversideAdmin },
    );
    expect(await check(rival.userId)).toEqual({ granted: false, reason: 'viewer' });
    expect(await check(ana.userId)).toEqual({ granted: true });
  });

  it('answers a withdrawn consent as such to a viewer in scope, and the viewer first to one out of it', async () => {
    const coach = await staff('coach', 'my-club');
    await service.rpc.call(
      'identity.player.set-consent',
      { playerId: ana.playerId, consent: { consentType: 'media', granted: false } },
      { actor: ana },
    );
    expect(await check()).toEqual({ granted: false, reason: 'consent' });
    expect(await check(coach.userId)).toEqual({ granted: false, reason: 'consent' });
    expect(await check(randomUUID())).toEqual({ granted: false, reason: 'viewer' });
  });

  it('refuses a viewer that is not a user id, naming the field', async () => {
    await expect(
      service.rpc.call('identity.consent.check', {
        playerId: ana.playerId,
        consentTypes: ['media'],
        viewerUserId: 'someone',
      } as never),
    ).rejects.toMatchObject({ code: 'VALIDATION', errors: [expect.objectContaining({ field: 'viewerUserId' })] });
  });
});
