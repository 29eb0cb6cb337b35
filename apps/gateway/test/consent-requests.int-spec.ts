import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ConsentRequest, MEDIA_CONSENT_REQUIRED_MESSAGE } from '@portal/contracts';
import { databaseUrl } from '@portal/server-kit';
import {
  BrowserLikeClient,
  TEST_PASSWORD,
  type TestPortal,
  dateOfBirthAged,
  playerIdOf,
  signUpPlayer,
  startTestPortal,
  waitFor,
} from '@portal/server-kit/testing';
import { simpleParser } from 'mailparser';
import { Client } from 'pg';

/**
 * Issue 25 through the gateway with real cookies and the real mail path: a minor's upload waits for
 * the media consent, the minor asks, each guardian is mailed and sees the request, one click grants
 * it, and the upload goes ahead; asked again a day later it is a reminder (issue 37); another
 * family's parent reaches none of it (404). Each child signs up under the consent age, naming the
 * guardian their sign-up invites.
 */
describe('consent requests through the gateway', () => {
  let portal: TestPortal;
  let outboxDir: string;
  let storageDir: string;
  let database: Client;

  const browser = () => new BrowserLikeClient(portal.baseUrl);

  /** The text of the newest mail to `email` whose subject matches, read from the worker's .eml files. */
  async function mailTo(email: string, subject: RegExp): Promise<string> {
    return waitFor(
      async () => {
        for (const file of (await readdir(outboxDir)).filter((name) => name.endsWith('.eml'))) {
          const mail = await simpleParser(await readFile(join(outboxDir, file)));
          if (JSON.stringify(mail.to).includes(email) && subject.test(mail.subject ?? '')) return mail.text ?? '';
        }
        return undefined;
      },
      { what: `the mail to ${email}`, timeoutMs: 30_000 },
    );
  }

  /** A child under the consent age signs up naming their guardian's e-mail (which is sent an invitation). */
  const childSignUp = (name: string, guardianEmail: string) =>
    signUpPlayer(portal.baseUrl, name, { dateOfBirth: dateOfBirthAged(11), guardianEmail });

  /** The guardian the child's sign-up invited makes their account from the mailed link. */
  async function parentFromInvitation(email: string): Promise<BrowserLikeClient> {
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(await mailTo(email, /Follow/))?.[1];
    const parent = browser();
    const accepted = await parent.post('/api/guardian-invitations/accept', {
      token,
      firstName: 'Pat',
      lastName: 'Parent',
      password: TEST_PASSWORD,
    });
    expect(accepted.status).toBe(201);
    return parent;
  }

  beforeAll(async () => {
    outboxDir = await mkdtemp(join(tmpdir(), 'portal-consent-mail-'));
    storageDir = await mkdtemp(join(tmpdir(), 'objects-'));
    portal = await startTestPortal({
      env: { MAIL_OUTBOX_DIR: outboxDir, STORAGE_DIR: storageDir, PUBLIC_URL: 'https://portal.example' },
      services: ['identity', 'media'],
      workers: ['reports'],
    });
    database = new Client({ connectionString: databaseUrl(portal.infra.postgresUrl, portal.namespace) });
    await database.connect();
  });

  afterAll(async () => {
    await database?.end();
    await portal?.close();
    await rm(outboxDir, { recursive: true, force: true });
    await rm(storageDir, { recursive: true, force: true });
  });

  it('a minor asks, the guardian is mailed and sees the request, grants it in one click, and the upload goes ahead', async () => {
    const mia = await childSignUp('mia', 'maria.parent@home.test');
    const miaId = await playerIdOf(mia);
    const maria = await parentFromInvitation('maria.parent@home.test');

    const waiting = await mia.post('/api/objects/upload');
    expect(waiting.status).toBe(403);
    expect((await waiting.json()).message).toBe(MEDIA_CONSENT_REQUIRED_MESSAGE);

    const asked = await mia.post(`/api/players/${miaId}/consent-requests`, { consentType: 'media' });
    expect(asked.status).toBe(200);
    const answer = (await asked.json()) as { request: ConsentRequest; created: boolean; guardiansEmailed: number };
    expect(answer).toMatchObject({ created: true, guardiansOnFile: 1, guardiansEmailed: 1 });
    const again = await mia.post(`/api/players/${miaId}/consent-requests`, { consentType: 'media' });
    expect(await again.json()).toMatchObject({ created: false, reminded: false, request: { id: answer.request.id } });

    const mail = await mailTo('maria.parent@home.test', /^mia Test asks you to allow video storage/);
    expect(mail).toContain(`https://portal.example/family/${miaId}/consents`);

    // A day later the guardian has not decided: asking again is a reminder, once a day.
    await database.query(
      `UPDATE "identity"."consent_requests" SET "last_mailed_at" = now() - interval '25 hours' WHERE "id" = $1`,
      [answer.request.id],
    );
    const reminder = await (await mia.post(`/api/players/${miaId}/consent-requests`, { consentType: 'media' })).json();
    expect(reminder).toMatchObject({ created: false, reminded: true, request: { id: answer.request.id } });
    expect(Date.parse(reminder.nextReminderAt) - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
    expect(await mailTo('maria.parent@home.test', /^Reminder: mia Test asks you to allow video storage/)).toContain(
      `https://portal.example/family/${miaId}/consents`,
    );
    const tooSoon = await (await mia.post(`/api/players/${miaId}/consent-requests`, { consentType: 'media' })).json();
    expect(tooSoon).toMatchObject({ created: false, reminded: false });

    const seen = await maria.get('/api/family/consent-requests');
    expect(seen.status).toBe(200);
    expect(await seen.json()).toEqual([{ ...answer.request, lastMailedAt: reminder.request.lastMailedAt }]);

    const granted = await maria.post(`/api/players/${miaId}/consents`, { consentType: 'media', granted: true });
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({ granted: true, updatedByCapacity: 'guardian' });
    expect(await (await maria.get('/api/family/consent-requests')).json()).toEqual([]);

    const upload = await mia.post('/api/objects/upload');
    expect(upload.status).toBe(200);
    expect((await upload.json()).uploadURL).toEqual(expect.any(String));
  });

  it("keeps a request to its own family: another family's parent gets 404 and an empty list; bad input is a 400 naming the field", async () => {
    const leo = await childSignUp('leo', 'leo.parent@home.test');
    const leoId = await playerIdOf(leo);
    const noa = await childSignUp('noa', 'noa.parent@home.test');
    const noaId = await playerIdOf(noa);
    const noaParent = await parentFromInvitation('noa.parent@home.test');
    // Noa's parent reaches Noa (the link her sign-up mailed made the guardianship), and only her.
    expect((await noaParent.get(`/api/players/${noaId}`)).status).toBe(200);

    // Leo takes his guardian off the list: nobody on file, the request opens and says so.
    expect((await leo.patch(`/api/players/${leoId}`, { parents: [] })).status).toBe(200);
    const asked = await leo.post(`/api/players/${leoId}/consent-requests`, { consentType: 'media' });
    expect(await asked.json()).toMatchObject({ created: true, guardiansOnFile: 0, guardiansEmailed: 0 });

    expect(await (await noaParent.get('/api/family/consent-requests')).json()).toEqual([]);
    const foreign = await noaParent.post(`/api/players/${leoId}/consents`, { consentType: 'media', granted: true });
    expect(foreign.status).toBe(404);
    // Only a player asks, and only for themself.
    expect((await noaParent.post(`/api/players/${leoId}/consent-requests`, { consentType: 'media' })).status).toBe(403);
    expect((await noa.post(`/api/players/${leoId}/consent-requests`, { consentType: 'media' })).status).toBe(404);
    expect((await leo.get('/api/family/consent-requests')).status).toBe(403);
    expect((await browser().get('/api/family/consent-requests')).status).toBe(401);

    const bad = await leo.post(`/api/players/${leoId}/consent-requests`, { consentType: 'marketing' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe('consentType');
    const badId = await leo.post('/api/players/not-a-uuid/consent-requests', { consentType: 'media' });
    expect(badId.status).toBe(400);
  });
});
