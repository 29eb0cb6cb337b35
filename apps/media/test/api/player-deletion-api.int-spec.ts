import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DELETION_INVALID_LINK_MESSAGE, type PlayerDeletionState } from '@portal/contracts';
import {
  BrowserLikeClient,
  TEST_PASSWORD,
  type TestPortal,
  createSignedInStaff,
  playerIdOf,
  dateOfBirthAged,
  signUpPlayer,
  startTestPortal,
  waitFor,
} from '@portal/server-kit/testing';
import { simpleParser } from 'mailparser';
import { Client } from 'pg';
import sharp from 'sharp';
import { makeClip } from '../support/clips';
import { putFile } from '../support/upload-client';

const SERVICE_SCHEMAS = ['identity', 'roadmap', 'tracking', 'media', 'reports'];
const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));
/** 36 seconds: long enough to see the schedule and cancel it, short enough for the sweep to run here. */
const GRACE_HOURS = '0.01';

/**
 * Erasure of a player (issue 25) through the gateway with real cookies, every service and both
 * workers: a guardian asks, confirms from the mailed link, cancels, asks again and the sweep deletes
 * after the grace period; then every table of every service schema and every stored file is scanned
 * for the player's id, account id and e-mail. An admin deletes another player at once. Coaches are
 * refused, another family and another player never reach the child, a minor cannot ask.
 */
describe('deleting a player everywhere', () => {
  let portal: TestPortal;
  let storageDir: string;
  let outboxDir: string;
  let clips: string;
  let database: Client;
  let coach: BrowserLikeClient;
  let admin: BrowserLikeClient;
  const seenTokens = new Set<string>();

  const browser = () => new BrowserLikeClient(portal.baseUrl);
  const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
  const fieldsOf = async (response: Response) =>
    (await json<{ errors?: { field: string }[] }>(response)).errors?.map((error) => error.field);

  /** The newest link of this kind mailed to this address, read from the reports worker's .eml files. */
  async function mailedToken(email: string, path: string): Promise<string> {
    return waitFor(
      async () => {
        for (const file of (await readdir(outboxDir)).filter((name) => name.endsWith('.eml'))) {
          const mail = await simpleParser(await readFile(join(outboxDir, file)));
          if (!JSON.stringify(mail.to).includes(email)) continue;
          const token = new RegExp(`${path}#token=([A-Za-z0-9_-]{43})`).exec(mail.text ?? '')?.[1];
          if (token && !seenTokens.has(token)) {
            seenTokens.add(token);
            return token;
          }
        }
        return undefined;
      },
      { what: `the ${path} link mailed to ${email}`, timeoutMs: 30_000 },
    );
  }

  /** A new parent account, guardian of the player, from the invitation the player's entry sends. */
  /** A player of 10, whose sign-up names a first guardian (invited) that `guardianOf` replaces. */
  const childSignUp = (name: string) =>
    signUpPlayer(portal.baseUrl, name, { dateOfBirth: dateOfBirthAged(10), guardianEmail: `${name}.first@home.test` });

  async function guardianOf(player: BrowserLikeClient, playerId: string, name: string): Promise<BrowserLikeClient> {
    const email = `${name.toLowerCase()}.parent@home.test`;
    expect(
      (await player.patch(`/api/players/${playerId}`, { parents: [{ name: `${name} Parent`, email }] })).status,
    ).toBe(200);
    const parent = browser();
    const accepted = await parent.post('/api/guardian-invitations/accept', {
      token: await mailedToken(email, '/accept-guardian-invitation'),
      firstName: name,
      lastName: 'Parent',
      password: TEST_PASSWORD,
    });
    expect(accepted.status).toBe(201);
    return parent;
  }

  /** Rows of every table of every service schema whose text holds one of the needles, as `schema.table`. */
  async function rowsMentioning(needles: readonly string[]): Promise<string[]> {
    const { rows: tables } = await database.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_schema = ANY($1::text[]) AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
      [SERVICE_SCHEMAS],
    );
    const found: string[] = [];
    for (const { schema, name } of tables) {
      const { rows } = await database.query<{ row: string }>(
        `SELECT r::text AS row FROM "${schema}"."${name}" r WHERE lower(r::text) LIKE ANY($1::text[])`,
        [needles.map((needle) => `%${needle.toLowerCase()}%`)],
      );
      for (const row of rows) found.push(`${schema}.${name}: ${row.row.slice(0, 300)}`);
    }
    return found;
  }

  /** Every stored file whose path or bytes hold one of the needles. */
  async function filesMentioning(needles: readonly string[]): Promise<string[]> {
    const found: string[] = [];
    const entries = await readdir(storageDir, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const content = (await readFile(path)).toString('latin1').toLowerCase();
      if (needles.some((needle) => path.toLowerCase().includes(needle) || content.includes(needle.toLowerCase())))
        found.push(path);
    }
    return found;
  }

  const stateOf = async (client: BrowserLikeClient, playerId: string) =>
    json<PlayerDeletionState>(await client.get(`/api/players/${playerId}/deletion`));

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'portal-erasure-objects-'));
    outboxDir = await mkdtemp(join(tmpdir(), 'portal-erasure-mail-'));
    clips = await mkdtemp(join(tmpdir(), 'portal-erasure-clips-'));
    portal = await startTestPortal({
      env: {
        STORAGE_DIR: storageDir,
        STORAGE_SIGNING_SECRET: 'erasure-test-signing-secret',
        MAIL_OUTBOX_DIR: outboxDir,
        PUBLIC_URL: 'https://portal.example',
        DELETION_GRACE_HOURS: GRACE_HOURS,
        DELETION_SWEEP_SECONDS: '1',
      },
      services: ['identity', 'tracking', 'roadmap', 'media', 'reports'],
      workers: ['media', 'reports'],
      readyTimeoutMs: 180_000,
      gatewayEnv: { RATE_LIMIT_SIGNUP_PER_IP: '1000', RATE_LIMIT_SIGNUP_BURST_PER_IP: '100' },
    });
    database = new Client({ connectionString: portal.infra.postgresUrl.replace(/\/[^/]*$/, `/${portal.namespace}`) });
    await database.connect();
    coach = await createSignedInStaff(portal.baseUrl, portal.env, {
      email: 'coach@club.test',
      role: 'coach',
      firstName: 'Cal',
      lastName: 'Coach',
    });
    admin = await createSignedInStaff(portal.baseUrl, portal.env, { email: 'head@club.test', role: 'admin' });
  }, 240_000);

  afterAll(async () => {
    await database?.end();
    await portal?.close();
    for (const dir of [storageDir, outboxDir, clips]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('refuses bad input naming the field, coaches, a minor, another player and another family', async () => {
    const ana = await childSignUp('ana');
    const anaId = await playerIdOf(ana);
    const ben = await childSignUp('ben');
    const benId = await playerIdOf(ben);
    const hal = await guardianOf(ben, benId, 'Hal');

    const badId = await admin.post('/api/players/not-an-id/deletion', { immediate: true });
    expect(badId.status).toBe(400);
    expect((await json<{ errors: { message: string }[] }>(badId)).errors[0]!.message).toBe('id must be a valid id');
    const badFlag = await admin.post(`/api/players/${anaId}/deletion`, { immediate: 'yes' });
    expect(badFlag.status).toBe(400);
    expect(await fieldsOf(badFlag)).toEqual(['immediate']);
    const unknown = await admin.post(`/api/players/${anaId}/deletion`, { immediate: true, now: true });
    expect(unknown.status).toBe(400);
    // An admin deletes at once and says so.
    const notSaid = await admin.post(`/api/players/${anaId}/deletion`, {});
    expect(notSaid.status).toBe(400);
    expect(await fieldsOf(notSaid)).toEqual(['immediate']);
    const badToken = await browser().post('/api/deletion-requests/confirm', { token: 'x' });
    expect(badToken.status).toBe(400);
    expect(await fieldsOf(badToken)).toEqual(['token']);
    const unknownToken = await browser().post('/api/deletion-requests/confirm', { token: 'a'.repeat(43) });
    expect(unknownToken.status).toBe(400);
    expect((await json<{ errors: { message: string }[] }>(unknownToken)).errors[0]!.message).toBe(
      DELETION_INVALID_LINK_MESSAGE,
    );

    // Coaches never; a minor asks a guardian; another player and another family do not reach Ana.
    for (const method of ['POST', 'GET', 'DELETE']) {
      const response = await coach.request(
        method,
        `/api/players/${anaId}/deletion`,
        method === 'POST' ? {} : undefined,
      );
      expect([method, response.status]).toEqual([method, 403]);
    }
    const minor = await ana.post(`/api/players/${anaId}/deletion`, {});
    expect(minor.status).toBe(403);
    expect((await json<{ message: string }>(minor)).message).toContain('parent or guardian');
    expect(await stateOf(ana, anaId)).toEqual({ state: 'none' });
    expect((await ben.post(`/api/players/${anaId}/deletion`, {})).status).toBe(404);
    expect((await ben.get(`/api/players/${anaId}/deletion`)).status).toBe(404);
    expect((await hal.post(`/api/players/${anaId}/deletion`, {})).status).toBe(404);
    expect((await hal.request('DELETE', `/api/players/${anaId}/deletion`)).status).toBe(404);
    // A guardian does not delete at once.
    expect((await hal.post(`/api/players/${benId}/deletion`, { immediate: true })).status).toBe(403);
    expect(await stateOf(hal, benId)).toEqual({ state: 'none' });
    const nothing = await hal.request('DELETE', `/api/players/${benId}/deletion`);
    expect(nothing.status).toBe(404);

    // An adult player (the club records his adult date of birth) asks for their own; they may cancel it.
    expect((await admin.patch(`/api/players/${benId}`, { dateOfBirth: '2000-01-01' })).status).toBe(200);
    const own = await ben.post(`/api/players/${benId}/deletion`, {});
    expect(own.status).toBe(202);
    expect(await json(own)).toMatchObject({ state: 'awaiting-confirmation', requestedBy: 'player' });
    await mailedToken('ben@club.test', '/confirm-deletion');
    expect((await ben.request('DELETE', `/api/players/${benId}/deletion`)).status).toBe(200);
    expect(await stateOf(hal, benId)).toEqual({ state: 'none' });

    // The admin of the club deletes Ana at once: her session ends, her record is gone.
    const deleted = await admin.post(`/api/players/${anaId}/deletion`, { immediate: true });
    expect(deleted.status).toBe(202);
    expect(await json(deleted)).toMatchObject({ state: 'deleted' });
    expect((await ana.get('/api/auth/user')).status).toBe(401);
    expect((await admin.get(`/api/players/${anaId}`)).status).toBe(404);
    expect((await browser().post('/api/auth/login', { email: 'ana@club.test', password: TEST_PASSWORD })).status).toBe(
      401,
    );
  });

  it("a guardian's confirmed deletion runs after the grace period and leaves nothing of the player in any table or file", async () => {
    const erin = await childSignUp('erin');
    const erinId = await playerIdOf(erin);
    const erinUserId = (await json<{ id: string }>(await erin.get('/api/auth/user'))).id;
    const gina = await guardianOf(erin, erinId, 'Gina');
    const needles = [erinId, erinUserId, 'erin@club.test'];

    // Data in every service: consent and a photo, a processed video with a coach's comment, a roadmap
    // with reviewed evidence, a training log and a check-in, a call, a report (PDF, mail, notifications).
    expect((await gina.post(`/api/players/${erinId}/consents`, { consentType: 'media', granted: true })).status).toBe(
      200,
    );
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 9, g: 99, b: 9 } } })
      .jpeg()
      .toBuffer();
    const photoSaved = await fetch(`${portal.baseUrl}/api/photos/me`, {
      method: 'PUT',
      headers: {
        'content-type': 'image/jpeg',
        origin: portal.baseUrl,
        cookie: `portal_sid=${erin.cookie('portal_sid')}`,
      },
      body: new Uint8Array(photo),
    });
    expect(photoSaved.status).toBe(200);

    const { uploadURL } = await json<{ uploadURL: string }>(await erin.post('/api/objects/upload'));
    expect((await putFile(erin, uploadURL, await makeClip(clips, 'h264', 2))).status).toBe(200);
    const { objectPath } = await json<{ objectPath: string }>(
      await erin.put('/api/videos/upload-complete', { videoURL: uploadURL }),
    );
    const video = await json<{ id: string }>(
      await erin.post('/api/videos', { title: 'Free kicks', description: 'Left foot', videoUrl: objectPath }),
    );
    await waitFor(
      async () => {
        const current = await json<{ processing: { state: string } }>(await erin.get(`/api/videos/${video.id}`));
        return current.processing.state === 'ready' || undefined;
      },
      { what: 'the worker to process the clip', timeoutMs: 60_000 },
    );
    expect((await coach.post(`/api/videos/${video.id}/comments`, { atSeconds: 1, text: 'Plant foot!' })).status).toBe(
      201,
    );

    const roadmap = await json<{ id: string }>(
      await coach.post('/api/roadmaps', { playerId: erinId, title: 'Winter plan', description: '' }),
    );
    const assignment = await json<{ id: string }>(
      await coach.post('/api/assignments', {
        roadmapId: roadmap.id,
        playerId: erinId,
        title: 'Juggling ladder',
        category: 'Aerial Control',
        instructions: 'Juggle 50 touches.',
        dueDate: '2026-12-10',
        effortMinutes: 20,
        evidenceRequired: 'link',
      }),
    );
    expect((await erin.post(`/api/assignments/${assignment.id}/start`)).status).toBe(200);
    expect(
      (
        await erin.post(`/api/assignments/${assignment.id}/submissions`, {
          note: 'Best: 42',
          link: 'https://clips.example/1',
        })
      ).status,
    ).toBe(201);
    expect(
      (await coach.post(`/api/assignments/${assignment.id}/reviews`, { decision: 'approved', note: 'Clean touches' }))
        .status,
    ).toBe(201);

    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await erin.post('/api/training-logs', { date: today, type: 'game', wellnessRating: 4, notes: 'Won 2-1' }))
        .status,
    ).toBe(201);
    expect(
      (
        await erin.post('/api/wellness-logs', {
          energy: 4,
          fatigue: 3,
          sleep: 4,
          motivation: 5,
          soreness: null,
          mood: 3,
          comment: 'Tired legs',
          date: `${today}T08:00:00.000+00:00`,
        })
      ).status,
    ).toBe(201);

    expect(
      (await coach.put('/api/calls/availability', { timeZone: 'UTC', weeklyHours: everyDay, minimumNoticeHours: 1 }))
        .status,
    ).toBe(200);
    const coachUserId = (await json<{ id: string }>(await coach.get('/api/auth/user'))).id;
    const { slots } = await waitFor(
      async () => {
        const response = await gina.get(`/api/calls/coaches/${coachUserId}/slots?playerId=${erinId}`);
        if (response.status !== 200) return undefined;
        const body = await json<{ slots: { startsAt: string }[] }>(response);
        return body.slots.length > 0 ? body : undefined;
      },
      { what: "the coach's free slots" },
    );
    expect((await erin.post('/api/calls', { coachUserId, startsAt: slots[2]!.startsAt })).status).toBe(201);

    expect((await coach.post('/api/reports', { playerId: erinId })).status).toBe(202);
    const [report] = await waitFor(
      async () => {
        const list = await json<{ id: string }[]>(await gina.get(`/api/reports?playerId=${erinId}`));
        return list.length === 1 ? list : undefined;
      },
      { what: "Erin's report", timeoutMs: 60_000 },
    );
    expect((await gina.get(`/api/reports/${report!.id}/pdf`)).status).toBe(200);
    await waitFor(
      async () =>
        (await json<{ items: unknown[] }>(await erin.get('/api/notifications'))).items.length > 0 || undefined,
      { what: "Erin's notifications", timeoutMs: 30_000 },
    );
    // Everything is there before the deletion: the scan finds it.
    expect((await rowsMentioning(needles)).length).toBeGreaterThan(10);
    expect((await filesMentioning([erinId])).length).toBeGreaterThan(0);

    // Gina asks; the mailed link confirms; the deletion is scheduled; she cancels it.
    const asked = await gina.post(`/api/players/${erinId}/deletion`, {});
    expect(asked.status).toBe(202);
    expect(await json(asked)).toMatchObject({ state: 'awaiting-confirmation', requestedBy: 'guardian' });
    expect(await stateOf(erin, erinId)).toMatchObject({ state: 'awaiting-confirmation' });
    const first = await mailedToken('gina.parent@home.test', '/confirm-deletion');
    const confirmed = await browser().post('/api/deletion-requests/confirm', { token: first });
    expect(confirmed.status).toBe(200);
    const { scheduledFor } = await json<{ scheduledFor: string }>(confirmed);
    expect(Date.parse(scheduledFor) - Date.now()).toBeGreaterThan(0);
    expect(await stateOf(gina, erinId)).toMatchObject({ state: 'scheduled', scheduledFor });
    // The link works once; the minor cannot cancel; Gina can.
    expect((await browser().post('/api/deletion-requests/confirm', { token: first })).status).toBe(400);
    expect((await erin.request('DELETE', `/api/players/${erinId}/deletion`)).status).toBe(403);
    expect((await gina.request('DELETE', `/api/players/${erinId}/deletion`)).status).toBe(200);
    expect(await stateOf(gina, erinId)).toEqual({ state: 'none' });

    // She asks again and confirms; after the grace period the sweep deletes Erin.
    expect((await gina.post(`/api/players/${erinId}/deletion`, {})).status).toBe(202);
    const second = await mailedToken('gina.parent@home.test', '/confirm-deletion');
    expect((await browser().post('/api/deletion-requests/confirm', { token: second })).status).toBe(200);
    await waitFor(async () => (await gina.get(`/api/players/${erinId}`)).status === 404 || undefined, {
      what: 'the sweep to delete Erin',
      timeoutMs: 120_000,
    });
    expect((await erin.get('/api/auth/user')).status).toBe(401);
    expect(await json(await gina.get('/api/family/children'))).toEqual([]);

    // Every service consumed the event: no table of any service schema and no stored file names her.
    const leftovers = await waitFor(
      async () => {
        const rows = await rowsMentioning(needles);
        const files = await filesMentioning(needles);
        return rows.length === 0 && files.length === 0 ? { rows, files } : undefined;
      },
      { what: 'every service to erase Erin', timeoutMs: 90_000 },
    ).catch(async () => ({ rows: await rowsMentioning(needles), files: await filesMentioning(needles) }));
    expect(leftovers).toEqual({ rows: [], files: [] });

    // The audit keeps only that deletions happened and when.
    const { rows: audit } = await database.query<{ row: string; capacity: string }>(
      `SELECT a::text AS row, capacity FROM "identity"."player_deletion_audit" a ORDER BY "executed_at"`,
    );
    // (The first test's admin deletion is there too when both run.)
    expect(audit.map((entry) => entry.capacity)).toContain('guardian');
  }, 420_000);
});
