import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GUARDIAN_INVITATION_INVALID_MESSAGE,
  GUARDIAN_INVITATION_NEEDS_PARENT_ACCOUNT_MESSAGE,
  guardianConsentRefusalMessage,
  minorConsentRefusalMessage,
} from '@portal/contracts';
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

interface ParentEntry {
  id: string;
  name: string;
  email: string | null;
}

/**
 * A family through the gateway with real cookies and the real mail path (identity's outbox consumer,
 * the reports worker writing .eml files): a player adds a parent, the parent accepts the mailed link,
 * sees the child, decides a minor's consent, and loses the child the moment the entry goes.
 */
describe('families through the gateway', () => {
  let portal: TestPortal;
  let outboxDir: string;
  let ana: BrowserLikeClient;
  let anaId: string;
  let admin: BrowserLikeClient;
  const seenTokens = new Set<string>();

  const browser = () => new BrowserLikeClient(portal.baseUrl);
  const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
  const fieldsOf = async (response: Response) =>
    (await json<{ errors?: { field: string; message: string }[] }>(response)).errors?.map((error) => error.field);

  /** The newest invitation link mailed to this address, read from the worker's .eml files. */
  async function mailedToken(email: string): Promise<string> {
    return waitFor(
      async () => {
        for (const file of (await readdir(outboxDir)).filter((name) => name.endsWith('.eml'))) {
          const mail = await simpleParser(await readFile(join(outboxDir, file)));
          if (!JSON.stringify(mail.to).includes(email)) continue;
          const token = /\/accept-guardian-invitation#token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
          if (token && !seenTokens.has(token)) {
            seenTokens.add(token);
            return token;
          }
        }
        return undefined;
      },
      { what: `the invitation mailed to ${email}`, timeoutMs: 30_000 },
    );
  }

  beforeAll(async () => {
    outboxDir = await mkdtemp(join(tmpdir(), 'portal-family-mail-'));
    portal = await startTestPortal({
      env: { MAIL_OUTBOX_DIR: outboxDir, PUBLIC_URL: 'https://portal.example' },
      services: ['identity'],
      workers: ['reports'],
      gatewayEnv: { RATE_LIMIT_SIGNUP_PER_IP: '1000', RATE_LIMIT_SIGNUP_BURST_PER_IP: '100' },
    });
    // Ana is 10: her sign-up names a guardian (invited), whom her own list below replaces.
    ana = await signUpPlayer(portal.baseUrl, 'ana', {
      dateOfBirth: dateOfBirthAged(10),
      guardianEmail: 'first.guardian@home.test',
    });
    anaId = await playerIdOf(ana);
    admin = await createSignedInStaff(portal.baseUrl, portal.env, { email: 'head@club.test', role: 'admin' });
  });

  afterAll(async () => {
    await portal?.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  it('a player adds a parent; the mailed link makes a parent account that sees the child, decides her consents, and loses her when the entry goes', async () => {
    const email = 'maria.striker@home.test';
    const added = await ana.patch(`/api/players/${anaId}`, {
      parents: [{ name: 'Maria Striker', relationship: 'Mother', email, isPrimaryContact: true }],
    });
    expect(added.status).toBe(200);
    const entry = (await json<{ parents: ParentEntry[] }>(added)).parents[0]!;
    const token = await mailedToken(email);

    const maria = browser();
    const accepted = await maria.post('/api/guardian-invitations/accept', {
      token,
      firstName: 'Maria',
      lastName: 'Striker',
      password: TEST_PASSWORD,
    });
    expect(accepted.status).toBe(201);
    expect(await json(accepted)).toEqual({
      user: expect.objectContaining({ role: 'parent', email, firstName: 'Maria' }),
      child: expect.objectContaining({ playerId: anaId, clubName: 'My Club', isPrimaryContact: true }),
    });
    expect(await json(await maria.get('/api/auth/user'))).toMatchObject({ role: 'parent', email });
    const children = await json<{ playerId: string; fullName: string }[]>(await maria.get('/api/family/children'));
    expect(children.map((child) => [child.playerId, child.fullName])).toEqual([[anaId, 'ana Test']]);
    expect((await maria.get(`/api/players/${anaId}`)).status).toBe(200);
    // A second use of the link is refused, naming the token.
    const again = await browser().post('/api/guardian-invitations/accept', {
      token,
      firstName: 'Again',
      lastName: 'Striker',
      password: TEST_PASSWORD,
    });
    expect(again.status).toBe(400);
    expect(await fieldsOf(again)).toEqual(['token']);

    // Ana is under the club's consent age: her own change is refused,
    // her mother's is accepted and shows who decided, as what, and when.
    const own = await ana.post(`/api/players/${anaId}/consents`, { consentType: 'media', granted: true });
    expect(own.status).toBe(403);
    expect((await json<{ message: string }>(own)).message).toBe(minorConsentRefusalMessage(13));
    const byParent = await maria.post(`/api/players/${anaId}/consents`, { consentType: 'media', granted: true });
    expect(byParent.status).toBe(200);
    expect(await json(byParent)).toMatchObject({
      granted: true,
      updatedByName: 'Maria Striker',
      updatedByCapacity: 'guardian',
      updatedAt: expect.any(String),
    });
    const record = await json<{ consentDecidedBy: string; consents: { consentType: string; granted: boolean }[] }>(
      await ana.get(`/api/players/${anaId}`),
    );
    expect(record.consentDecidedBy).toBe('guardian');
    expect(record.consents.find((consent) => consent.consentType === 'media')?.granted).toBe(true);
    const history = await json<{ changedByCapacity: string }[]>(
      await maria.get(`/api/players/${anaId}/consent-history`),
    );
    expect(history.map((change) => change.changedByCapacity)).toEqual(['guardian']);

    // The entry goes: Maria's very next request no longer reaches Ana.
    expect((await ana.patch(`/api/players/${anaId}`, { parents: [] })).status).toBe(200);
    expect(await json(await maria.get('/api/family/children'))).toEqual([]);
    expect((await maria.get(`/api/players/${anaId}`)).status).toBe(404);
    expect((await maria.post(`/api/players/${anaId}/consents`, { consentType: 'media', granted: false })).status).toBe(
      404,
    );
    // Her account stays: she signs in with no child, and the entry added back is invited again.
    expect((await browser().post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(200);
    const back = await ana.patch(`/api/players/${anaId}`, { parents: [{ name: entry.name, email }] });
    expect(back.status).toBe(200);
    expect((await maria.post('/api/guardian-invitations/accept', { token: await mailedToken(email) })).status).toBe(
      201,
    );
    expect((await maria.get(`/api/players/${anaId}`)).status).toBe(200);
  });

  it('an over-age player decides their own consents; their guardian is refused with the reason', async () => {
    const ben = await signUpPlayer(portal.baseUrl, 'ben');
    const benId = await playerIdOf(ben);
    const email = 'bea.parent@home.test';
    const added = await ben.patch(`/api/players/${benId}`, { parents: [{ name: 'Bea Parent', email }] });
    expect(added.status).toBe(200);
    const bea = browser();
    const accepted = await bea.post('/api/guardian-invitations/accept', {
      token: await mailedToken(email),
      firstName: 'Bea',
      lastName: 'Parent',
      password: TEST_PASSWORD,
    });
    expect(accepted.status).toBe(201);
    // His guardian records his date of birth (he could not move himself over the consent age).
    expect((await ben.patch(`/api/players/${benId}`, { dateOfBirth: '2005-03-01' })).status).toBe(403);
    expect((await bea.patch(`/api/players/${benId}`, { dateOfBirth: '2005-03-01' })).status).toBe(200);
    const own = await ben.post(`/api/players/${benId}/consents`, { consentType: 'video_share', granted: true });
    expect(own.status).toBe(200);
    expect(await json(own)).toMatchObject({ granted: true, updatedByCapacity: 'player' });
    const byParent = await bea.post(`/api/players/${benId}/consents`, { consentType: 'video_share', granted: false });
    expect(byParent.status).toBe(403);
    expect((await json<{ message: string }>(byParent)).message).toBe(guardianConsentRefusalMessage(13));
    // The guardian still sees it.
    const seen = await json<{ consents: { consentType: string; granted: boolean }[] }>(
      await bea.get(`/api/players/${benId}`),
    );
    expect(seen.consents.find((consent) => consent.consentType === 'video_share')?.granted).toBe(true);
  });

  it('a signed-in parent links a second child with the token alone; a player cannot, and nobody signed out can', async () => {
    const cleo = await signUpPlayer(portal.baseUrl, 'cleo');
    const cleoId = await playerIdOf(cleo);
    const dan = await signUpPlayer(portal.baseUrl, 'dan');
    const danId = await playerIdOf(dan);
    const email = 'pat.parent@home.test';
    await cleo.patch(`/api/players/${cleoId}`, { parents: [{ name: 'Pat Parent', email }] });
    const pat = browser();
    await pat.post('/api/guardian-invitations/accept', {
      token: await mailedToken(email),
      firstName: 'Pat',
      lastName: 'Parent',
      password: TEST_PASSWORD,
    });
    const danEntry = (
      await json<{ parents: ParentEntry[] }>(
        await dan.patch(`/api/players/${danId}`, { parents: [{ name: 'Pat Parent', email }] }),
      )
    ).parents[0]!;
    const token = await mailedToken(email);
    const signedOut = await browser().post('/api/guardian-invitations/accept', { token });
    expect(signedOut.status).toBe(401);
    const asPlayer = await dan.post('/api/guardian-invitations/accept', { token });
    expect(asPlayer.status).toBe(403);
    expect((await json<{ message: string }>(asPlayer)).message).toBe(GUARDIAN_INVITATION_NEEDS_PARENT_ACCOUNT_MESSAGE);
    // Dan asks for a new link: the one above is dead, the new one links.
    const resent = await dan.post(`/api/players/${danId}/parents/${danEntry.id}/invite`);
    expect(resent.status).toBe(202);
    expect(await json(resent)).toEqual({ parentId: danEntry.id, email, expiresAt: expect.any(String) });
    expect((await pat.post('/api/guardian-invitations/accept', { token })).status).toBe(400);
    const linked = await pat.post('/api/guardian-invitations/accept', { token: await mailedToken(email) });
    expect(linked.status).toBe(201);
    const children = await json<{ playerId: string }[]>(await pat.get('/api/family/children'));
    expect(children.map((child) => child.playerId).sort()).toEqual([cleoId, danId].sort());
    expect((await pat.get(`/api/players/${danId}`)).status).toBe(200);
    // Another player's entry, or a malformed id, is not Dan's to resend.
    expect((await cleo.post(`/api/players/${danId}/parents/${danEntry.id}/invite`)).status).toBe(404);
    expect((await dan.post(`/api/players/${danId}/parents/nope/invite`)).status).toBe(400);
    // Family routes are the parents'.
    expect((await dan.get('/api/family/children')).status).toBe(403);
    expect((await browser().get('/api/family/children')).status).toBe(401);
  });

  it("profile setup's parent fields make the Parents & Guardians entry, mail its invitation and compose parentContactInfo", async () => {
    const eva = await signUpPlayer(portal.baseUrl, 'eva');
    const email = 'eva.mother@home.test';
    const saved = await eva.post('/api/player/profile', {
      age: 12,
      team: 'U12',
      parentName: 'Ines Mother',
      parentEmail: email,
      parentPhone: '555-0199',
    });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({
      parentContactInfo: `Ines Mother, ${email}, 555-0199`,
      parentName: 'Ines Mother',
      parentEmail: email,
    });
    const record = await json<{ parents: ParentEntry[] }>(await eva.get(`/api/players/${await playerIdOf(eva)}`));
    expect(record.parents).toEqual([expect.objectContaining({ name: 'Ines Mother', email, isPrimaryContact: true })]);
    expect(await mailedToken(email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const missingName = await eva.post('/api/player/profile', { parentEmail: email });
    expect(missingName.status).toBe(400);
    expect(await fieldsOf(missingName)).toEqual(['parentName']);
  });

  it('refuses bad accept bodies naming the field, and lets the club admin set the consent age 13 to 16 only', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ['token']],
      [{ token: 'short' }, ['token']],
      [{ token: 'x'.repeat(43), firstName: 'Maria' }, ['lastName', 'password']],
      [{ token: 'x'.repeat(43), firstName: 'Maria', lastName: 'S', password: TEST_PASSWORD, role: 'admin' }, ['role']],
    ];
    for (const [body, fields] of cases) {
      const response = await browser().post('/api/guardian-invitations/accept', body);
      expect(response.status).toBe(400);
      expect(await fieldsOf(response)).toEqual(fields);
    }
    // A well-formed token that names no invitation.
    const unknown = await browser().post('/api/guardian-invitations/accept', {
      token: 'x'.repeat(43),
      firstName: 'Maria',
      lastName: 'S',
      password: TEST_PASSWORD,
    });
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toMatchObject({
      errors: [{ field: 'token', message: GUARDIAN_INVITATION_INVALID_MESSAGE }],
    });

    expect(await json(await admin.get('/api/club'))).toMatchObject({ name: 'My Club', consentAge: 13 });
    for (const consentAge of [12, 17, '14']) {
      const refused = await admin.patch('/api/club', { consentAge });
      expect(refused.status).toBe(400);
      expect(await fieldsOf(refused)).toEqual(['consentAge']);
    }
    expect((await ana.patch('/api/club', { consentAge: 14 })).status).toBe(403);
    const changed = await admin.patch('/api/club', { consentAge: 16 });
    expect(changed.status).toBe(200);
    expect(await json(changed)).toMatchObject({ consentAge: 16 });
    expect(await json(await ana.get(`/api/players/${anaId}`))).toMatchObject({ consentAge: 16 });
    expect((await admin.patch('/api/club', { consentAge: 13 })).status).toBe(200);
  });
});
