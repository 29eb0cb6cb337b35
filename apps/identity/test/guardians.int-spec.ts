import { randomUUID } from 'node:crypto';
import {
  type Actor,
  GUARDIAN_INVITATION_INVALID_MESSAGE,
  type MailMessage,
  type ParentInput,
  QUEUES,
  STAFF_CONSENT_GRANT_REFUSAL_MESSAGE,
  guardianConsentRefusalMessage,
  minorConsentRefusalMessage,
  selfBirthDateChangeRefusalMessage,
  UNKNOWN_AGE_CONSENT_REFUSAL_MESSAGE,
} from '@portal/contracts';
import { ActorTokens, RpcClient, SessionStore, createQueue, redisConnection } from '@portal/server-kit';
import {
  ADULT_DATE_OF_BIRTH,
  forgetBirthDate,
  type ServiceUnderTest,
  TEST_PASSWORD,
  namespaceEnv,
  runAppCli,
  startServiceUnderTest,
  waitFor,
} from '@portal/server-kit/testing';
import type { Queue } from 'bullmq';
import type IORedis from 'ioredis';
import type { Client } from 'pg';

type PlayerActor = Actor & { playerId: string };

/**
 * Guardians over NATS against real PostgreSQL and Redis: invitations (mailed through identity's own
 * consumer, read here from the mail queue), accepting them, guardianships ending with their entry
 * (the parent's sessions rewritten before the call answers), and who decides consents by age.
 */
describe('identity: guardians, their invitations and parental consent', () => {
  let service: ServiceUnderTest;
  let rpc: RpcClient;
  let pg: Client;
  let redis: IORedis;
  let sessions: SessionStore;
  let mailQueue: Queue;
  let coach: Actor;
  let admin: Actor;
  let counter = 0;

  beforeAll(async () => {
    service = await startServiceUnderTest('identity', 5000);
    ({ rpc, pg } = service);
    redis = redisConnection(service.infra.redisUrl);
    sessions = new SessionStore(redis, service.namespace);
    mailQueue = createQueue(service.namespace, QUEUES.mail, redis);
    const { rows } = await pg.query(
      `SELECT "club_id" AS "clubId", "id" AS "squadId" FROM "identity"."squads" WHERE "takes_signups"`,
    );
    coach = { userId: randomUUID(), role: 'coach', clubId: rows[0].clubId, squadIds: [rows[0].squadId] };
    admin = { userId: randomUUID(), role: 'admin', clubId: rows[0].clubId };
  });

  afterAll(async () => {
    await mailQueue?.close();
    await redis?.quit();
    await service?.close();
  });

  async function newPlayer(firstName: string): Promise<PlayerActor> {
    counter += 1;
    const { actor } = await rpc.call('identity.auth.signup', {
      email: `${firstName.toLowerCase()}${counter}@club.test`,
      password: TEST_PASSWORD,
      firstName,
      lastName: 'Striker',
      dateOfBirth: ADULT_DATE_OF_BIRTH,
    });
    // An account from before the age question: a guardian decides until a date of birth is on file.
    await forgetBirthDate(pg, actor.playerId!);
    return actor as PlayerActor;
  }

  const setParents = (actor: Actor, playerId: string, parents: ParentInput[]) =>
    rpc.call('identity.player.update', { playerId, changes: { parents } }, { actor });

  /** The newest link mailed to this address and not taken yet (the mail jobs wait: no worker runs here). */
  const seenTokens = new Set<string>();
  async function mailedToken(email: string): Promise<string> {
    return waitFor(
      async () => {
        const jobs = await mailQueue.getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed']);
        for (const job of jobs) {
          const message = (job.data as { payload: MailMessage }).payload;
          if (!message.messageId.startsWith('guardian-invitation-') || message.to[0]?.email !== email) continue;
          const token = /\/accept-guardian-invitation#token=([A-Za-z0-9_-]{43})/.exec(message.text)?.[1];
          if (token && !seenTokens.has(token)) {
            seenTokens.add(token);
            return token;
          }
        }
        return undefined;
      },
      { what: `the invitation mailed to ${email}`, timeoutMs: 20_000 },
    );
  }

  const acceptAsNew = (token: string, firstName = 'Maria') =>
    rpc.call('identity.guardian.accept-invitation', { token, firstName, lastName: 'Striker', password: TEST_PASSWORD });

  const refusedLink = {
    code: 'VALIDATION',
    errors: [{ field: 'token', message: GUARDIAN_INVITATION_INVALID_MESSAGE }],
  };

  it('invites an entry with an e-mail once the change committed, and the link makes a parent account holding the child', async () => {
    const ana = await newPlayer('Ana');
    const email = `maria.${counter}@home.test`;
    const profile = await setParents(ana, ana.playerId, [
      { name: 'Maria Striker', relationship: 'Mother', email, isPrimaryContact: true },
      { name: 'João Striker', relationship: 'Father' },
    ]);
    const entryId = profile.parents.find((parent) => parent.email === email)!.id;
    const token = await mailedToken(email);
    // Only the hash is stored, and only one invitation was made (the entry without an e-mail has none).
    const stored = await pg.query(
      `SELECT "token_hash", "parent_entry_id" FROM "identity"."guardian_invitations" WHERE "player_id" = $1`,
      [ana.playerId],
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].parent_entry_id).toBe(entryId);
    expect(Buffer.from(stored.rows[0].token_hash).toString('utf8')).not.toContain(token);

    const accepted = await acceptAsNew(token);
    expect(accepted.user).toMatchObject({ role: 'parent', email, firstName: 'Maria' });
    expect(accepted.actor).toEqual({ userId: accepted.user.id, role: 'parent', childIds: [ana.playerId] });
    expect(accepted.child).toMatchObject({
      playerId: ana.playerId,
      fullName: 'Ana Striker',
      clubName: 'My Club',
      relationship: 'Mother',
      isPrimaryContact: true,
    });
    const parent = accepted.actor;
    expect(await rpc.call('identity.family.children', {}, { actor: parent })).toEqual([accepted.child]);
    // The parent reads the child's record and no other player's.
    await expect(rpc.call('identity.player.get', { playerId: ana.playerId }, { actor: parent })).resolves.toMatchObject(
      {
        id: ana.playerId,
      },
    );
    const ben = await newPlayer('Ben');
    await expect(rpc.call('identity.player.get', { playerId: ben.playerId }, { actor: parent })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    // Signing in later gives the same actor.
    const signedIn = await rpc.call('identity.auth.verify-credentials', {
      email,
      password: TEST_PASSWORD,
      clientAddress: '192.0.2.1',
    });
    expect(signedIn.actor).toEqual(parent);
    expect(await rpc.call('identity.user.me', {}, { actor: parent })).toMatchObject({ role: 'parent', email });
    // Club account lists leave parent accounts out, also for a service reading every club's (reports).
    const reports = new RpcClient(service.connection, service.namespace, 5000, {
      issuer: 'reports',
      tokens: new ActorTokens(namespaceEnv(service.namespace, service.infra).ACTOR_SIGNING_KEY!),
    });
    const everyClub = await reports.call('identity.user.list', { page: 1, pageSize: 100 }, { asService: true });
    expect(everyClub.items.map((user) => user.role)).not.toContain('parent');
    expect(everyClub.items.map((user) => user.id)).toContain(ana.userId);
  });

  it('refuses a used link, an expired one and a tampered one alike, naming the token; a resent link kills the earlier one', async () => {
    const ana = await newPlayer('Ana');
    const email = `rita.${counter}@home.test`;
    const profile = await setParents(coach, ana.playerId, [{ name: 'Rita Costa', email }]);
    const entryId = profile.parents[0]!.id;
    const first = await mailedToken(email);

    // A new link for the entry: the first one is dead at once, before its mail has even gone.
    const resent = await rpc.call(
      'identity.guardian.invite',
      { playerId: ana.playerId, parentId: entryId },
      { actor: ana },
    );
    expect(resent).toEqual({ parentId: entryId, email, expiresAt: expect.any(String) });
    expect(new Date(resent.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    await expect(acceptAsNew(first)).rejects.toMatchObject(refusedLink);
    const second = await mailedToken(email);

    // Tampered: one character changed is another token, which names no invitation.
    const tampered = `${second.slice(0, -1)}${second.endsWith('A') ? 'B' : 'A'}`;
    await expect(acceptAsNew(tampered)).rejects.toMatchObject(refusedLink);

    // Expired: the same link a moment after its expiry.
    await pg.query(
      `UPDATE "identity"."guardian_invitations" SET "expires_at" = now() - interval '1 second'
        WHERE "parent_entry_id" = $1 AND "revoked_at" IS NULL`,
      [entryId],
    );
    await expect(acceptAsNew(second)).rejects.toMatchObject(refusedLink);
    await pg.query(
      `UPDATE "identity"."guardian_invitations" SET "expires_at" = now() + interval '7 days'
        WHERE "parent_entry_id" = $1 AND "revoked_at" IS NULL`,
      [entryId],
    );

    // Used: once accepted, neither a new account nor a signed-in parent can use it again.
    const accepted = await acceptAsNew(second, 'Rita');
    await expect(acceptAsNew(second, 'Again')).rejects.toMatchObject(refusedLink);
    await expect(
      rpc.call('identity.guardian.link-invitation', { token: second }, { actor: accepted.actor }),
    ).rejects.toMatchObject(refusedLink);
    const users = await pg.query(`SELECT count(*)::int AS "n" FROM "identity"."users" WHERE "email" = $1`, [email]);
    expect(users.rows[0].n).toBe(1);

    // Nobody outside the player's scope can ask for links: another player is 404, as for a missing player.
    const ben = await newPlayer('Ben');
    await expect(
      rpc.call('identity.guardian.invite', { playerId: ana.playerId, parentId: entryId }, { actor: ben }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("ends a guardianship at once when its entry is removed or re-addressed: the parent's sessions lose the child before the call answers", async () => {
    const ana = await newPlayer('Ana');
    const lia = await newPlayer('Lia');
    const email = `paula.${counter}@home.test`;
    await setParents(ana, ana.playerId, [{ name: 'Paula Striker', email }]);
    const { actor: parent } = await acceptAsNew(await mailedToken(email), 'Paula');
    // The same parent is invited for a second child and links it while signed in.
    await setParents(lia, lia.playerId, [{ name: 'Paula Striker', email }]);
    const sessionId = await sessions.create(parent);
    const linked = await rpc.call(
      'identity.guardian.link-invitation',
      { token: await mailedToken(email) },
      { actor: parent },
    );
    expect(linked.child.playerId).toBe(lia.playerId);
    expect((await sessions.resolve(sessionId))?.actor.childIds).toEqual([ana.playerId, lia.playerId]);

    // Lia's record changes the entry's e-mail: that guardianship ends, the new address is invited.
    const liaEntry = (await rpc.call('identity.player.get', { playerId: lia.playerId }, { actor: lia })).parents[0]!;
    const newEmail = `paula.work.${counter}@home.test`;
    await setParents(coach, lia.playerId, [{ id: liaEntry.id, name: 'Paula Striker', email: newEmail }]);
    expect((await sessions.resolve(sessionId))?.actor.childIds).toEqual([ana.playerId]);
    await mailedToken(newEmail);

    // Ana removes her entry: the last guardianship ends, the session stays signed in with no child.
    await setParents(ana, ana.playerId, []);
    expect((await sessions.resolve(sessionId))?.actor).toEqual({ userId: parent.userId, role: 'parent', childIds: [] });
    const fresh = (
      await rpc.call('identity.auth.verify-credentials', {
        email,
        password: TEST_PASSWORD,
        clientAddress: '192.0.2.2',
      })
    ).actor;
    await expect(rpc.call('identity.player.get', { playerId: ana.playerId }, { actor: fresh })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await rpc.call('identity.family.children', {}, { actor: fresh })).toEqual([]);
    const ended = await pg.query(
      `SELECT "payload" FROM "identity"."outbox_events" WHERE "name" = 'identity.guardianship.ended'
         AND "payload"->>'parentUserId' = $1 ORDER BY "seq"`,
      [parent.userId],
    );
    expect(ended.rows.map((row) => row.payload.playerId)).toEqual([lia.playerId, ana.playerId]);

    // Should the rewrite fail after a commit (the process gone), identity's own consumer of the event
    // rewrites the sessions from the table: here the row goes and only the event follows.
    const back = await setParents(ana, ana.playerId, [{ name: 'Paula Striker', email }]);
    await rpc.call('identity.guardian.link-invitation', { token: await mailedToken(email) }, { actor: parent });
    expect((await sessions.resolve(sessionId))?.actor.childIds).toEqual([ana.playerId]);
    await pg.query(`DELETE FROM "identity"."guardianships" WHERE "parent_user_id" = $1`, [parent.userId]);
    await pg.query(
      `INSERT INTO "identity"."outbox_events" ("id", "name", "payload") VALUES (gen_random_uuid(), 'identity.guardianship.ended', $1)`,
      [{ parentUserId: parent.userId, playerId: ana.playerId, parentEntryId: back.parents[0]!.id }],
    );
    await waitFor(async () => (await sessions.resolve(sessionId))?.actor.childIds?.length === 0, {
      what: 'the event to rewrite the session',
    });
  });

  it('lets only the guardian decide a minor’s consents, and only the player from the consent age on; staff as before', async () => {
    const ana = await newPlayer('Ana');
    const email = `marta.${counter}@home.test`;
    await setParents(ana, ana.playerId, [{ name: 'Marta Striker', email }]);
    const { actor: guardian } = await acceptAsNew(await mailedToken(email), 'Marta');
    const setConsent = (actor: Actor, granted: boolean, consentType: 'media' | 'analytics' = 'media') =>
      rpc.call('identity.player.set-consent', { playerId: ana.playerId, consent: { consentType, granted } }, { actor });

    // With no date of birth on file the guardian decides, and Ana is not told an age she may not be.
    expect((await rpc.call('identity.player.get', { playerId: ana.playerId }, { actor: ana })).consentDecidedBy).toBe(
      'guardian',
    );
    await expect(setConsent(ana, true)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: UNKNOWN_AGE_CONSENT_REFUSAL_MESSAGE,
    });
    const granted = await setConsent(guardian, true);
    expect(granted).toMatchObject({
      granted: true,
      updatedBy: guardian.userId,
      updatedByName: 'Marta Striker',
      updatedByCapacity: 'guardian',
    });
    expect(await rpc.call('identity.consent.check', { playerId: ana.playerId, consentTypes: ['media'] })).toEqual({
      granted: true,
    });
    // Staff withdraw at the family's request, but never grant.
    await expect(setConsent(coach, true, 'analytics')).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: STAFF_CONSENT_GRANT_REFUSAL_MESSAGE,
    });
    await setConsent(coach, false, 'analytics');

    // Turning 13 today: the player decides, the guardian sees it.
    const today = new Date();
    const thirteen = `${today.getUTCFullYear() - 13}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(
      today.getUTCDate(),
    ).padStart(2, '0')}`;
    // She answers the age question once (self-declared); after that she cannot move herself over the
    // consent age (403 naming the field, nothing stored): her guardian or her club records it.
    const ten = `${today.getUTCFullYear() - 10}-01-01`;
    await rpc.call('identity.player.update', { playerId: ana.playerId, changes: { dateOfBirth: ten } }, { actor: ana });
    await expect(setConsent(ana, true)).rejects.toMatchObject({ message: minorConsentRefusalMessage(13) });
    await expect(
      rpc.call(
        'identity.player.update',
        { playerId: ana.playerId, changes: { dateOfBirth: thirteen } },
        { actor: ana },
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: selfBirthDateChangeRefusalMessage('self') });
    expect((await rpc.call('identity.player.get', { playerId: ana.playerId }, { actor: ana })).dateOfBirth).toBe(ten);
    await rpc.call(
      'identity.player.update',
      { playerId: ana.playerId, changes: { dateOfBirth: ten } },
      { actor: guardian },
    );
    await rpc.call(
      'identity.player.update',
      { playerId: ana.playerId, changes: { dateOfBirth: thirteen } },
      { actor: coach },
    );
    await expect(setConsent(guardian, false)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: guardianConsentRefusalMessage(13),
    });
    await expect(setConsent(ana, false)).resolves.toMatchObject({ granted: false, updatedByCapacity: 'player' });

    // The club raises its consent age to 16: the guardian decides again from the next call.
    await expect(rpc.call('identity.club.update', { consentAge: 16 }, { actor: admin })).resolves.toMatchObject({
      consentAge: 16,
    });
    await expect(setConsent(ana, true)).rejects.toMatchObject({ message: minorConsentRefusalMessage(16) });
    await expect(setConsent(guardian, true)).resolves.toMatchObject({ granted: true });
    await rpc.call('identity.club.update', { consentAge: 13 }, { actor: admin });

    const history = await rpc.call('identity.player.consent-history', { playerId: ana.playerId }, { actor: guardian });
    expect(history.map((entry) => [entry.consentType, entry.granted, entry.changedByCapacity])).toEqual([
      ['media', true, 'guardian'],
      ['media', false, 'player'],
      ['analytics', false, 'staff'],
      ['media', true, 'guardian'],
    ]);
    const events = await pg.query(
      `SELECT "payload" FROM "identity"."outbox_events" WHERE "name" = 'identity.consent.changed'
         AND "payload"->>'playerId' = $1 ORDER BY "seq"`,
      [ana.playerId],
    );
    expect(events.rows.map((row) => row.payload.changedByCapacity)).toEqual([
      'guardian',
      'staff',
      'player',
      'guardian',
    ]);
    // A parent of no guardianship of this player does not reach them at all.
    const stranger: Actor = { userId: randomUUID(), role: 'parent', childIds: [] };
    await expect(setConsent(stranger, true)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("makes a Parents & Guardians entry from the own-profile form's parent fields, invites it, and composes parentContactInfo", async () => {
    const ana = await newPlayer('Ana');
    const email = `maria.setup.${counter}@home.test`;
    const saved = await rpc.call(
      'identity.player.own-profile.save',
      { profile: { team: 'U12', parentName: 'Maria Striker', parentEmail: email, parentPhone: '555-0101' } },
      { actor: ana },
    );
    expect(saved).toMatchObject({
      parentContactInfo: `Maria Striker, ${email}, 555-0101`,
      parentName: 'Maria Striker',
      parentEmail: email,
      parentPhone: '555-0101',
    });
    await mailedToken(email);
    // Saving again changes the phone of that entry and adds nobody; no second invitation.
    await rpc.call(
      'identity.player.own-profile.save',
      { profile: { team: 'U12', parentName: 'Maria Striker', parentEmail: email, parentPhone: '555-0102' } },
      { actor: ana },
    );
    const record = await rpc.call('identity.player.get', { playerId: ana.playerId }, { actor: coach });
    expect(record.parents).toEqual([
      expect.objectContaining({ name: 'Maria Striker', email, phone: '555-0102', isPrimaryContact: true }),
    ]);
    const invitations = await pg.query(
      `SELECT count(*)::int AS "n" FROM "identity"."guardian_invitations" WHERE "player_id" = $1`,
      [ana.playerId],
    );
    expect(invitations.rows[0].n).toBe(1);
  });

  it('lets a parent hold children of several clubs, and refuses a player account the link', async () => {
    // Signed up while the installation has one club; a second club comes next.
    const ana = await newPlayer('Ana');
    const env = namespaceEnv(service.namespace, service.infra);
    const club = await runAppCli('identity', ['club:create', '--name', 'Riverside FC', '--slug', 'riverside'], env);
    expect(club.code).toBe(0);
    const rioEmail = `rio.${++counter}@club.test`;
    const created = await runAppCli(
      'identity',
      [
        ...['user:create', '--email', rioEmail, '--password', TEST_PASSWORD],
        ...['--first-name', 'Rio', '--last-name', 'River', '--club', 'riverside'],
      ],
      env,
    );
    expect(created.code).toBe(0);
    const signIn = { email: rioEmail, password: TEST_PASSWORD, clientAddress: '192.0.2.3' };
    const rio = (await rpc.call('identity.auth.verify-credentials', signIn)).actor as PlayerActor;

    const email = `sam.${counter}@home.test`;
    await setParents(rio, rio.playerId, [{ name: 'Sam River', email }]);
    const { actor: parent } = await acceptAsNew(await mailedToken(email), 'Sam');
    await setParents(ana, ana.playerId, [{ name: 'Sam River', email }]);
    await rpc.call('identity.guardian.link-invitation', { token: await mailedToken(email) }, { actor: parent });
    const children = await rpc.call('identity.family.children', {}, { actor: parent });
    expect(children.map((child) => [child.fullName, child.clubName])).toEqual([
      ['Ana Striker', 'My Club'],
      ['Rio River', 'Riverside FC'],
    ]);

    // A player account cannot take a link on (nor can any other account that is not a parent's).
    const kim = `kim.${counter}@home.test`;
    await setParents(ana, ana.playerId, [
      {
        name: 'Sam River',
        email,
        id: (await rpc.call('identity.player.get', { playerId: ana.playerId }, { actor: ana })).parents[0]!.id,
      },
      { name: 'Kim Striker', email: kim },
    ]);
    await expect(
      rpc.call('identity.guardian.link-invitation', { token: await mailedToken(kim) }, { actor: rio }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await rpc.call('identity.family.children', {}, { actor: parent })).length).toBe(2);
  });
});
