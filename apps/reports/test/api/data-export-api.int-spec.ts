import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrl } from '@portal/server-kit';
import { Client } from 'pg';
import {
  DATA_EXPORT_COACH_MESSAGE,
  DATA_EXPORT_EXPIRED_MESSAGE,
  DATA_EXPORT_RUNNING_MESSAGE,
  DATA_EXPORT_MINOR_MESSAGE,
  DATA_EXPORT_JSON_FILES,
  type DataExport,
} from '@portal/contracts';
import {
  BrowserLikeClient,
  TEST_PASSWORD,
  recordAdultBirthDate,
  type TestPortal,
  createSignedInStaff,
  playerIdOf,
  dateOfBirthAged,
  signUpPlayer,
  startTestPortal,
  waitFor,
} from '@portal/server-kit/testing';
import { simpleParser } from 'mailparser';
import { makeMp4, putFile } from '../support/video-upload';
import { readZipEntries } from '../support/zip-entries';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** How many files under `dir` (at any depth) are called `name`. */
async function filesNamed(dir: string, name: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry === name || entry.endsWith(`/${name}`)).length;
}

/**
 * A family takes all of a child's data with them (issue 25), through the gateway with real cookies,
 * every service, the reports worker and the local storage: a guardian asks, watches the progress,
 * gets the mail and downloads a ZIP whose video is byte-identical to the one uploaded.
 */
describe('data export through the gateway', () => {
  let portal: TestPortal;
  let dataDir: string;
  let ana: BrowserLikeClient;
  let ben: BrowserLikeClient;
  let coach: BrowserLikeClient;
  let admin: BrowserLikeClient;
  let anaId: string;
  let benId: string;
  const seenTokens = new Set<string>();
  let lastExportId: string;

  const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

  async function mailTo(email: string, pattern: RegExp): Promise<string> {
    return waitFor(
      async () => {
        for (const file of (await readdir(dataDir)).filter((name) => name.endsWith('.eml'))) {
          const mail = await simpleParser(await readFile(join(dataDir, file)));
          if (!JSON.stringify(mail.to).includes(email)) continue;
          const found = pattern.exec(mail.text ?? '')?.[1];
          if (found && !seenTokens.has(found)) {
            seenTokens.add(found);
            return found;
          }
        }
        return undefined;
      },
      { what: `the mail to ${email}`, timeoutMs: 30_000 },
    );
  }

  /** The player adds a parent; the parent accepts the mailed invitation with a new account. */
  async function parentOf(player: BrowserLikeClient, playerId: string, email: string): Promise<BrowserLikeClient> {
    const added = await player.patch(`/api/players/${playerId}`, {
      parents: [{ name: 'Parent Test', relationship: 'Mother', email, isPrimaryContact: true }],
    });
    expect(added.status).toBe(200);
    const token = await mailTo(email, /\/accept-guardian-invitation#token=([A-Za-z0-9_-]{43})/);
    const parent = new BrowserLikeClient(portal.baseUrl);
    const accepted = await parent.post('/api/guardian-invitations/accept', {
      token,
      firstName: 'Parent',
      lastName: 'Test',
      password: TEST_PASSWORD,
    });
    expect(accepted.status).toBe(201);
    return parent;
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-data-export-'));
    portal = await startTestPortal({
      env: {
        STORAGE_DIR: join(dataDir, 'objects'),
        MAIL_OUTBOX_DIR: dataDir,
        PUBLIC_URL: 'https://portal.example',
        // The sweep of expired ZIPs runs every second here (hourly by default).
        REPORTS_EXPORT_SWEEP_SECONDS: '1',
      },
      services: ['identity', 'tracking', 'roadmap', 'media', 'reports'],
      workers: ['reports'],
      // Five services and a worker on a shared machine: give each time to start.
      readyTimeoutMs: 120_000,
      gatewayEnv: { RATE_LIMIT_SIGNUP_PER_IP: '1000', RATE_LIMIT_SIGNUP_BURST_PER_IP: '100' },
    });
    // Ana is 11: her sign-up names a first guardian (invited), whom `parentOf` replaces; Ben is an adult.
    ana = await signUpPlayer(portal.baseUrl, 'ana', {
      dateOfBirth: dateOfBirthAged(11),
      guardianEmail: 'first.ana@home.test',
    });
    ben = await signUpPlayer(portal.baseUrl, 'ben');
    coach = await createSignedInStaff(portal.baseUrl, portal.env, { email: 'coach@club.test', role: 'coach' });
    anaId = await playerIdOf(ana);
    benId = await playerIdOf(ben);
    admin = await createSignedInStaff(portal.baseUrl, portal.env, { email: 'head@club.test', role: 'admin' });
  }, 400_000);

  afterAll(async () => {
    await portal?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a guardian exports their child: progress, a mail with the link, and a ZIP holding the video byte for byte', async () => {
    const mother = await parentOf(ana, anaId, 'mother.ana@home.test');
    const otherParent = await parentOf(ben, benId, 'father.ben@home.test');

    // The child's data: a training session, a check-in, a video the mother uploads (with her consent
    // for the minor), and a report the coach makes now.
    expect(
      (
        await ana.post('/api/training-sessions', {
          type: 'Individual',
          category: 'Individual',
          minutes: 60,
          rpe: 6,
          date: '2026-01-05T10:00:00.000+00:00',
          dayOfWeek: 'Monday',
        })
      ).status,
    ).toBe(201);
    expect((await mother.post(`/api/players/${anaId}/consents`, { consentType: 'media', granted: true })).status).toBe(
      200,
    );
    const clip = await makeMp4(dataDir, 2);
    const uploaded = await readFile(clip);
    const upload = await mother.post(`/api/objects/upload?playerId=${anaId}`);
    expect(upload.status).toBe(200);
    const { uploadURL } = await json<{ uploadURL: string }>(upload);
    expect((await putFile(mother, uploadURL, clip)).status).toBe(200);
    const completed = await mother.put(`/api/videos/upload-complete?playerId=${anaId}`, { videoURL: uploadURL });
    expect(completed.status).toBe(200);
    const { objectPath } = await json<{ objectPath: string }>(completed);
    const saved = await mother.post(`/api/videos?playerId=${anaId}`, { title: 'Cup final', videoUrl: objectPath });
    expect(saved.status).toBe(201);
    expect((await coach.post('/api/reports', { playerId: anaId })).status).toBe(202);
    await waitFor(async () => ((await json<unknown[]>(await ana.get('/api/reports'))).length > 0 ? true : undefined), {
      what: 'the report PDF',
      timeoutMs: 60_000,
    });

    // Who may not: the minor herself (403, told why), a coach (403), another family's parent (404).
    const minor = await ana.post(`/api/players/${anaId}/export`);
    expect(minor.status).toBe(403);
    expect((await json<{ message: string }>(minor)).message).toBe(DATA_EXPORT_MINOR_MESSAGE);
    const byCoach = await coach.post(`/api/players/${anaId}/export`);
    expect(byCoach.status).toBe(403);
    expect((await json<{ message: string }>(byCoach)).message).toBe(DATA_EXPORT_COACH_MESSAGE);
    expect((await otherParent.post(`/api/players/${anaId}/export`)).status).toBe(404);
    expect((await mother.post('/api/players/not-an-id/export')).status).toBe(400);
    expect((await new BrowserLikeClient(portal.baseUrl).post(`/api/players/${anaId}/export`)).status).toBe(401);

    const asked = await mother.post(`/api/players/${anaId}/export`);
    expect(asked.status).toBe(202);
    const { exportId } = await json<{ exportId: string }>(asked);
    const first = await json<DataExport>(await mother.get(`/api/exports/${exportId}`));
    expect(first).toMatchObject({ exportId, playerId: anaId, createdAt: expect.any(String) });
    expect(['queued', 'running', 'ready']).toContain(first.status);

    const ready = await waitFor(
      async () => {
        const status = await json<DataExport>(await mother.get(`/api/exports/${exportId}`));
        return status.status === 'ready' ? status : undefined;
      },
      { what: 'the export to be ready', timeoutMs: 90_000 },
    );
    expect(ready.progress).toBe(100);
    expect(ready.downloadUrl).toBe(`/api/exports/${exportId}/download`);
    const days = (Date.parse(ready.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const mailedId = await mailTo('mother.ana@home.test', /\/api\/exports\/([0-9a-f-]{36})\/download/);
    expect(mailedId).toBe(exportId);

    // Another family, the player and a coach cannot read or download it; the admin of the club can.
    expect((await otherParent.get(`/api/exports/${exportId}`)).status).toBe(404);
    expect((await otherParent.get(`/api/exports/${exportId}/download`)).status).toBe(404);
    expect((await ben.get(`/api/exports/${exportId}`)).status).toBe(404);
    expect((await coach.get(`/api/exports/${exportId}`)).status).toBe(404);
    expect((await admin.get(`/api/exports/${exportId}`)).status).toBe(200);
    expect((await mother.get('/api/exports/nope')).status).toBe(400);

    const download = await mother.get(`/api/exports/${exportId}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="player-data-ana-test-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const zipPath = join(dataDir, 'export.zip');
    await writeFile(zipPath, Buffer.from(await download.arrayBuffer()));
    const entries = await readZipEntries(zipPath);
    const names = entries.map((entry) => entry.name);
    // Shown in the report to the lead: the listing of one produced ZIP.
    console.log(
      `ZIP ${zipPath}:\n${entries.map((entry) => `${String(entry.size).padStart(10)}  ${entry.name}`).join('\n')}`,
    );

    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        ...Object.keys(DATA_EXPORT_JSON_FILES),
        'csv/training-sessions.csv',
        'csv/wellness-logs.csv',
      ]),
    );
    const video = entries.filter((entry) => entry.name.startsWith('videos/'));
    expect(video.map((entry) => entry.name)).toEqual([expect.stringMatching(/^videos\/cup-final-[0-9a-f]{8}\.mp4$/)]);
    expect(video[0]!.sha256).toBe(sha256(uploaded));
    expect(video[0]!.size).toBe(uploaded.length);
    const pdfs = entries.filter((entry) => /^reports\/progress-report-period-1-[0-9a-f]{8}\.pdf$/.test(entry.name));
    expect(pdfs).toHaveLength(1);
    const text = (name: string) => entries.find((entry) => entry.name === name)!.text!;
    expect(text('README.txt')).toContain('Everything the Player Portal holds about ana Test');
    const profile = JSON.parse(text('profile.json')) as {
      profile: { id: string; consents: unknown[] };
      consentHistory: unknown[];
    };
    expect(profile.profile.id).toBe(anaId);
    expect(profile.consentHistory.length).toBeGreaterThan(0);
    const media = JSON.parse(text('media.json')) as { videos: { title: string; player_id: string }[] };
    expect(media.videos.map((row) => [row.title, row.player_id])).toEqual([['Cup final', anaId]]);
    const tracking = JSON.parse(text('tracking.json')) as { training_sessions: { minutes: number }[] };
    expect(tracking.training_sessions.map((row) => row.minutes)).toEqual([60]);
    expect(text('csv/training-sessions.csv')).toContain('2026-01-05');
    // Nothing of Ben's entered Ana's export.
    expect(entries.some((entry) => entry.text?.includes(benId))).toBe(false);
    // The listing as Info-ZIP sees it (the ZIP is a standard one).
    const listing = await promisify(execFile)('unzip', ['-l', zipPath]).catch(() => null);
    if (listing) console.log(listing.stdout);
    lastExportId = exportId;
  }, 300_000);

  it('an adult player exports their own data; one export of a player at a time; an expired link is 410', async () => {
    // Ben, an adult on file, asks twice at once: one export is prepared, the other is told to wait.
    await recordAdultBirthDate(admin, benId);
    const [one, two] = await Promise.all([
      ben.post(`/api/players/${benId}/export`),
      ben.post(`/api/players/${benId}/export`),
    ]);
    expect([one.status, two.status].sort()).toEqual([202, 409]);
    const refused = one.status === 409 ? one : two;
    expect((await json<{ message: string }>(refused)).message).toBe(DATA_EXPORT_RUNNING_MESSAGE);
    const { exportId } = await json<{ exportId: string }>(one.status === 202 ? one : two);
    await waitFor(
      async () =>
        (await json<DataExport>(await ben.get(`/api/exports/${exportId}`))).status === 'ready' ? true : undefined,
      { what: "Ben's export", timeoutMs: 90_000 },
    );
    expect((await ben.get(`/api/exports/${exportId}/download`)).status).toBe(200);
    // Ben cannot read an export of someone else, nor name another player.
    expect((await ben.get(`/api/exports/${lastExportId}`)).status).toBe(404);
    expect((await ben.post(`/api/players/${anaId}/export`)).status).toBe(404);

    // Seven days later the link is gone: status `expired`, the download 410 with the reason.
    const database = new Client({ connectionString: databaseUrl(portal.infra.postgresUrl, portal.namespace) });
    await database.connect();
    try {
      expect(await filesNamed(join(dataDir, 'objects'), `${exportId}.zip`)).toBe(1);
      await database.query(
        `UPDATE "reports"."data_exports" SET "expires_at" = now() - interval '1 minute' WHERE "id" = $1`,
        [exportId],
      );
    } finally {
      await database.end();
    }
    const expired = await json<DataExport>(await ben.get(`/api/exports/${exportId}`));
    expect(expired).toMatchObject({ status: 'expired' });
    expect(expired.downloadUrl).toBeUndefined();
    const gone = await ben.get(`/api/exports/${exportId}/download`);
    expect(gone.status).toBe(410);
    expect((await json<{ message: string }>(gone)).message).toBe(DATA_EXPORT_EXPIRED_MESSAGE);
    // The ZIP itself does not outlive its link: the worker's sweep deletes it from storage.
    await waitFor(
      async () => ((await filesNamed(join(dataDir, 'objects'), `${exportId}.zip`)) === 0 ? true : undefined),
      {
        what: 'the expired ZIP deleted from storage',
        timeoutMs: 30_000,
      },
    );
    expect((await ben.get(`/api/exports/${exportId}/download`)).status).toBe(410);
  }, 300_000);
});
