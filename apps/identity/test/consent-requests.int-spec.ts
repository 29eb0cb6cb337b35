import { randomUUID } from 'node:crypto';
import {
  type Actor,
  CONSENT_ALREADY_GRANTED_MESSAGE,
  CONSENT_REQUEST_NOT_NEEDED_MESSAGE,
  CONSENT_REQUESTS_LIMIT_MESSAGE,
  CONSENT_REQUESTS_PER_DAY,
  type MailMessage,
  QUEUES,
} from '@portal/contracts';
import { type RpcClient, createQueue, redisConnection } from '@portal/server-kit';
import {
  ADULT_DATE_OF_BIRTH,
  forgetBirthDate,
  type ServiceUnderTest,
  TEST_PASSWORD,
  startServiceUnderTest,
  waitFor,
} from '@portal/server-kit/testing';
import type { Queue } from 'bullmq';
import type IORedis from 'ioredis';
import type { Client } from 'pg';

type PlayerActor = Actor & { playerId: string };

/**
 * Consent requests over NATS against real PostgreSQL and Redis: a minor asks, the request and its
 * event commit together, identity's own consumer mails each guardian on file (read here from the
 * mail queue), the guardian sees it among their children's requests, and their decision closes it.
 */
describe('identity: consent requests', () => {
  let service: ServiceUnderTest;
  let rpc: RpcClient;
  let pg: Client;
  let redis: IORedis;
  let mailQueue: Queue;
  let coach: Actor;
  let counter = 0;

  beforeAll(async () => {
    service = await startServiceUnderTest('identity', 5000);
    ({ rpc, pg } = service);
    redis = redisConnection(service.infra.redisUrl);
    mailQueue = createQueue(service.namespace, QUEUES.mail, redis);
    const { rows } = await pg.query(
      `SELECT "club_id" AS "clubId", "id" AS "squadId" FROM "identity"."squads" WHERE "takes_signups"`,
    );
    coach = { userId: randomUUID(), role: 'coach', clubId: rows[0].clubId, squadIds: [rows[0].squadId] };
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

  async function mails(prefix: string): Promise<MailMessage[]> {
    const jobs = await mailQueue.getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed']);
    return jobs
      .map((job) => (job.data as { payload?: MailMessage }).payload)
      .filter((message): message is MailMessage => message?.messageId?.startsWith(prefix) === true);
  }

  async function guardianOf(player: PlayerActor, email: string): Promise<Actor> {
    await rpc.call(
      'identity.player.update',
      { playerId: player.playerId, changes: { parents: [{ name: 'Marta Striker', email }] } },
      { actor: player },
    );
    const token = await waitFor(
      async () => {
        for (const message of await mails('guardian-invitation-'))
          if (message.to[0]?.email === email) return /#token=([A-Za-z0-9_-]{43})/.exec(message.text)?.[1];
        return undefined;
      },
      { what: `the invitation to ${email}`, timeoutMs: 20_000 },
    );
    const accepted = await rpc.call('identity.guardian.accept-invitation', {
      token,
      firstName: 'Marta',
      lastName: 'Striker',
      password: TEST_PASSWORD,
    });
    return accepted.actor;
  }

  const ask = (actor: Actor, playerId: string, consentType: 'media' | 'video_share' | 'analytics' = 'media') =>
    rpc.call('identity.consent-request.create', { playerId, request: { consentType } }, { actor });
  const setConsent = (actor: Actor, playerId: string, granted: boolean) =>
    rpc.call('identity.player.set-consent', { playerId, consent: { consentType: 'media', granted } }, { actor });

  it('opens one request, mails each guardian with an e-mail once, shows it to the guardian only, and closes it on the grant', async () => {
    const ana = await newPlayer('Ana');
    const email = `marta.${counter}@home.test`;
    const guardian = await guardianOf(ana, email);
    // A second entry without an e-mail is on file but cannot be mailed.
    const record = await rpc.call('identity.player.get', { playerId: ana.playerId }, { actor: ana });
    await rpc.call(
      'identity.player.update',
      {
        playerId: ana.playerId,
        changes: {
          parents: [
            ...record.parents.map(({ id, name, email: entryEmail }) => ({ id, name, email: entryEmail ?? undefined })),
            { name: 'Rui Striker' },
          ],
        },
      },
      { actor: ana },
    );

    const first = await ask(ana, ana.playerId);
    expect(first).toMatchObject({
      created: true,
      guardiansOnFile: 2,
      guardiansEmailed: 1,
      request: { playerId: ana.playerId, playerName: 'Ana Striker', consentType: 'media' },
    });
    // Asking again answers the same request: no second row, no second event, no second mail.
    const again = await ask(ana, ana.playerId);
    expect(again).toMatchObject({ created: false, request: { id: first.request.id } });
    const events = await pg.query(
      `SELECT "payload" FROM "identity"."outbox_events" WHERE "name" = 'identity.consent-request.created'
         AND "payload"->>'playerId' = $1`,
      [ana.playerId],
    );
    expect(events.rows.map((row) => row.payload)).toEqual([
      { requestId: first.request.id, playerId: ana.playerId, consentType: 'media' },
    ]);
    const mailed = await waitFor(
      async () => {
        const found = (await mails(`consent-request-${first.request.id}-`)).filter(
          (mail) => mail.to[0]?.email === email,
        );
        return found.length > 0 ? found : undefined;
      },
      { what: 'the consent request mail', timeoutMs: 20_000 },
    );
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.subject).toBe('Ana Striker asks you to allow video storage on Player Portal');
    expect(mailed[0]!.text).toContain(`/family/${ana.playerId}/consents`);
    expect(await mails(`consent-request-${first.request.id}-`)).toHaveLength(1);

    // The guardian sees it; another family's parent sees nothing of it.
    expect(await rpc.call('identity.family.consent-requests', {}, { actor: guardian })).toEqual([first.request]);
    const ben = await newPlayer('Ben');
    const otherParent = await guardianOf(ben, `bea.${counter}@home.test`);
    expect(await rpc.call('identity.family.consent-requests', {}, { actor: otherParent })).toEqual([]);
    // Staff withdrawing does not answer what the child asked the family.
    await setConsent(coach, ana.playerId, false);
    expect(await rpc.call('identity.family.consent-requests', {}, { actor: guardian })).toHaveLength(1);

    await expect(setConsent(guardian, ana.playerId, true)).resolves.toMatchObject({ granted: true });
    expect(await rpc.call('identity.family.consent-requests', {}, { actor: guardian })).toEqual([]);
    const closed = await pg.query(
      `SELECT "closed_by" AS "closedBy", "outcome" FROM "identity"."consent_requests" WHERE "id" = $1`,
      [first.request.id],
    );
    expect(closed.rows).toEqual([{ closedBy: guardian.userId, outcome: 'granted' }]);
    // Granted: there is nothing left to ask for.
    await expect(ask(ana, ana.playerId)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: CONSENT_ALREADY_GRANTED_MESSAGE,
    });
  });

  it('refuses a player who decides themself, limits new requests a day, and keeps others out (404)', async () => {
    const cleo = await newPlayer('Cleo');
    await rpc.call(
      'identity.player.update',
      { playerId: cleo.playerId, changes: { dateOfBirth: '2000-01-01' } },
      { actor: coach },
    );
    await expect(ask(cleo, cleo.playerId)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: CONSENT_REQUEST_NOT_NEEDED_MESSAGE,
    });

    const dan = await newPlayer('Dan');
    // No guardian on file: the request opens all the same, and says nobody could be mailed.
    await expect(ask(dan, dan.playerId, 'analytics')).resolves.toMatchObject({
      created: true,
      guardiansOnFile: 0,
      guardiansEmailed: 0,
    });
    await expect(ask(cleo, dan.playerId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(ask(coach, dan.playerId)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // Each closed request counts towards the day's limit.
    await pg.query(
      `UPDATE "identity"."consent_requests" SET "closed_at" = now(), "outcome" = 'withdrawn' WHERE "player_id" = $1`,
      [dan.playerId],
    );
    for (let count = 1; count < CONSENT_REQUESTS_PER_DAY; count += 1) {
      await expect(ask(dan, dan.playerId, 'analytics')).resolves.toMatchObject({ created: true });
      await pg.query(
        `UPDATE "identity"."consent_requests" SET "closed_at" = now(), "outcome" = 'withdrawn' WHERE "player_id" = $1
           AND "closed_at" IS NULL`,
        [dan.playerId],
      );
    }
    await expect(ask(dan, dan.playerId, 'analytics')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: CONSENT_REQUESTS_LIMIT_MESSAGE,
    });
    // Bad input stores nothing.
    await expect(
      rpc.call(
        'identity.consent-request.create',
        { playerId: dan.playerId, request: { consentType: 'marketing' } as never },
        { actor: dan },
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    const rows = await pg.query(
      `SELECT count(*)::int AS "n" FROM "identity"."consent_requests" WHERE "player_id" = $1`,
      [dan.playerId],
    );
    expect(rows.rows[0].n).toBe(CONSENT_REQUESTS_PER_DAY);
  });
});
