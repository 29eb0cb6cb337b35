import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BIRTH_DATE_ALREADY_ON_FILE_MESSAGE,
  GUARDIAN_EMAIL_REQUIRED_MESSAGE,
  UNNAMED_GUARDIAN_ENTRY_NAME,
  selfBirthDateChangeRefusalMessage,
} from '@portal/contracts';
import {
  ADULT_DATE_OF_BIRTH,
  BrowserLikeClient,
  TEST_PASSWORD,
  type TestPortal,
  UNLIMITED_RATE_LIMITS,
  createSignedInStaff,
  dateOfBirthAged,
  forgetBirthDate,
  playerIdOf,
  startTestPortal,
  waitFor,
} from '@portal/server-kit/testing';
import { simpleParser } from 'mailparser';
import { Client } from 'pg';
import { databaseUrl } from '@portal/server-kit';

/**
 * The neutral age question (ARCHITECTURE §9, issue 37) through the gateway with real cookies: sign-up
 * asks a date of birth, a child's sign-up asks and invites a guardian at once, an adult decides their
 * own consents and may store a video straight away, and an account from before the question is asked
 * it once. The reports worker writes the mails as .eml files.
 */
describe('the age question at sign-up and at the next sign-in', () => {
  let portal: TestPortal;
  let outboxDir: string;
  let storageDir: string;
  let database: Client;
  let coach: BrowserLikeClient;
  let counter = 0;

  beforeAll(async () => {
    outboxDir = await mkdtemp(join(tmpdir(), 'portal-age-mail-'));
    storageDir = await mkdtemp(join(tmpdir(), 'portal-age-objects-'));
    portal = await startTestPortal({
      env: { MAIL_OUTBOX_DIR: outboxDir, STORAGE_DIR: storageDir, STORAGE_SIGNING_SECRET: 'age-question-secret' },
      services: ['identity', 'media', 'reports'],
      workers: ['reports'],
      gatewayEnv: UNLIMITED_RATE_LIMITS,
    });
    database = new Client({ connectionString: databaseUrl(portal.infra.postgresUrl, portal.namespace) });
    await database.connect();
    coach = await createSignedInStaff(portal.baseUrl, portal.env, { email: 'age.coach@club.test', role: 'coach' });
  });

  afterAll(async () => {
    await database?.end();
    await portal?.close();
    await rm(outboxDir, { recursive: true, force: true });
    await rm(storageDir, { recursive: true, force: true });
  });

  const account = (firstName: string) => ({
    email: `${firstName.toLowerCase()}.${++counter}@age.test`,
    password: TEST_PASSWORD,
    firstName,
    lastName: 'Age',
  });
  const accountsWith = async (email: string) =>
    Number((await database.query(`SELECT count(*) FROM "identity"."users" WHERE "email" = $1`, [email])).rows[0].count);

  async function signUp(body: Record<string, unknown>) {
    const browser = new BrowserLikeClient(portal.baseUrl);
    const response = await browser.post('/api/auth/signup', body);
    return { browser, response, body: await response.json() };
  }

  it.each([
    ['missing', undefined, 'Enter your date of birth'],
    ['malformed', '12/05/2012', 'Enter a real date: day, month and year'],
    ['not a real day', '2013-02-29', 'Enter a real date: day, month and year'],
    ['in the future', '2999-01-01', 'A date of birth cannot be in the future'],
    ['before 1900', '1899-12-31', 'Enter a year from 1900'],
    ['under 4 years ago', dateOfBirthAged(2), 'Check the year: this date is only a few years ago'],
  ])('refuses a date of birth %s with 400 naming it, and creates nothing', async (_case, dateOfBirth, message) => {
    const details = account('Dana');
    const { response, body } = await signUp({ ...details, ...(dateOfBirth === undefined ? {} : { dateOfBirth }) });
    expect(response.status).toBe(400);
    expect(body.errors).toEqual([{ field: 'dateOfBirth', message }]);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await accountsWith(details.email)).toBe(0);
  });

  it('asks a 12-year-old for a guardian e-mail (400, nothing created), then mails that guardian at once', async () => {
    const details = { ...account('Kim'), dateOfBirth: dateOfBirthAged(12) };
    const refused = await signUp(details);
    expect(refused.response.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'guardianEmail', message: GUARDIAN_EMAIL_REQUIRED_MESSAGE }]);
    expect(await accountsWith(details.email)).toBe(0);

    const guardianEmail = `kims.mum.${counter}@family.test`;
    const { browser, response, body } = await signUp({ ...details, guardianEmail });
    expect(response.status).toBe(201);
    expect(body.needsDateOfBirth).toBe(false);
    const record = await (await browser.get(`/api/players/${await playerIdOf(browser)}`)).json();
    expect(record).toMatchObject({
      dateOfBirth: details.dateOfBirth,
      dateOfBirthSource: 'self',
      consentDecidedBy: 'guardian',
      parents: [
        expect.objectContaining({ name: UNNAMED_GUARDIAN_ENTRY_NAME, email: guardianEmail, isPrimaryContact: true }),
      ],
    });
    const mail = await waitFor(
      async () => {
        const files = (await readdir(outboxDir)).filter((file) => file.endsWith('.eml'));
        for (const file of files) {
          const parsed = await simpleParser(await readFile(join(outboxDir, file)));
          if (JSON.stringify(parsed.to).includes(guardianEmail)) return parsed;
        }
        return undefined;
      },
      { what: `the invitation mailed to ${guardianEmail}`, timeoutMs: 30_000 },
    );
    const token = /\/accept-guardian-invitation#token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
    expect(mail.text).toContain('Kim');
    // Under the consent age the child cannot grant storage themself; the upload is refused.
    const playerId = await playerIdOf(browser);
    expect(
      (await browser.post(`/api/players/${playerId}/consents`, { consentType: 'media', granted: true })).status,
    ).toBe(403);
    expect((await browser.post('/api/objects/upload')).status).toBe(403);

    // The guardian opens the link, makes their account and allows it; the child is told and can upload.
    const guardian = new BrowserLikeClient(portal.baseUrl);
    const accepted = await guardian.post('/api/guardian-invitations/accept', {
      token,
      firstName: 'Mina',
      lastName: 'Age',
      password: TEST_PASSWORD,
    });
    expect(accepted.status).toBe(201);
    const decided = await guardian.post(`/api/players/${playerId}/consents`, { consentType: 'media', granted: true });
    expect(decided.status).toBe(200);
    expect(await decided.json()).toMatchObject({ granted: true, updatedByCapacity: 'guardian' });
    expect((await browser.post('/api/objects/upload')).status).toBe(200);
    const told = await waitFor(
      async () => {
        const { items } = await (await browser.get('/api/notifications')).json();
        return (items as { kind: string; body: string; link: string }[]).find(
          (item) => item.kind === 'consent-decided',
        );
      },
      { what: "the child's notification of the guardian's decision", timeoutMs: 30_000 },
    );
    expect(told).toMatchObject({ body: 'Your coach can now keep your videos. You can upload one.', link: '/videos' });
  });

  it('lets an adult who signs up grant media and get an upload URL at once; nobody is invited', async () => {
    const details = { ...account('Ada'), dateOfBirth: ADULT_DATE_OF_BIRTH, guardianEmail: 'unused@family.test' };
    const { browser, response } = await signUp(details);
    expect(response.status).toBe(201);
    const playerId = await playerIdOf(browser);
    const record = await (await browser.get(`/api/players/${playerId}`)).json();
    expect(record).toMatchObject({ consentDecidedBy: 'player', parents: [] });
    const granted = await browser.post(`/api/players/${playerId}/consents`, { consentType: 'media', granted: true });
    expect(granted.status).toBe(200);
    const upload = await browser.post('/api/objects/upload');
    expect(upload.status).toBe(200);
    expect((await upload.json()).uploadURL).toMatch(/^\/api\/objects\/uploads\//);
  });

  it('never lets a self-declared player change their date of birth; their coach corrects it', async () => {
    const details = { ...account('Sol'), dateOfBirth: ADULT_DATE_OF_BIRTH };
    const { browser } = await signUp(details);
    const playerId = await playerIdOf(browser);
    for (const dateOfBirth of ['1990-01-01', dateOfBirthAged(10)]) {
      const change = await browser.patch(`/api/players/${playerId}`, { dateOfBirth });
      expect(change.status).toBe(403);
      expect((await change.json()).message).toBe(selfBirthDateChangeRefusalMessage('self'));
    }
    const again = await browser.put('/api/players/me/date-of-birth', { dateOfBirth: '1990-01-01' });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(BIRTH_DATE_ALREADY_ON_FILE_MESSAGE);
    const corrected = await coach.patch(`/api/players/${playerId}`, { dateOfBirth: '2001-06-01' });
    expect(corrected.status).toBe(200);
    expect(await corrected.json()).toMatchObject({ dateOfBirth: '2001-06-01', dateOfBirthSource: 'club' });
  });

  it('asks an account from before the question once, at sign-in, and records the answer as self-declared', async () => {
    const details = { ...account('Old'), dateOfBirth: ADULT_DATE_OF_BIRTH };
    const { browser } = await signUp(details);
    const playerId = await playerIdOf(browser);
    await forgetBirthDate(database, playerId);

    const signedIn = new BrowserLikeClient(portal.baseUrl);
    const login = await signedIn.post('/api/auth/login', { email: details.email, password: details.password });
    expect((await login.json()).needsDateOfBirth).toBe(true);
    expect((await (await signedIn.get('/api/auth/user')).json()).needsDateOfBirth).toBe(true);

    const bad = await signedIn.put('/api/players/me/date-of-birth', { dateOfBirth: '2999-01-01' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual([
      { field: 'dateOfBirth', message: 'A date of birth cannot be in the future' },
    ]);
    const answered = await signedIn.put('/api/players/me/date-of-birth', { dateOfBirth: dateOfBirthAged(15) });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ dateOfBirth: dateOfBirthAged(15), guardianDecides: false });
    expect((await (await signedIn.get('/api/auth/user')).json()).needsDateOfBirth).toBe(false);
    expect((await signedIn.put('/api/players/me/date-of-birth', { dateOfBirth: dateOfBirthAged(15) })).status).toBe(
      409,
    );
    expect(await (await signedIn.get(`/api/players/${playerId}`)).json()).toMatchObject({
      dateOfBirthSource: 'self',
      consentDecidedBy: 'player',
    });
    // Staff have no age to answer.
    expect((await coach.put('/api/players/me/date-of-birth', { dateOfBirth: ADULT_DATE_OF_BIRTH })).status).toBe(403);
  });
});
