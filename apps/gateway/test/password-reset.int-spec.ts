import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PASSWORD_RESET_REQUESTED_MESSAGE } from '@portal/contracts';
import { databaseUrl } from '@portal/server-kit';
import {
  ADULT_DATE_OF_BIRTH,
  BrowserLikeClient,
  type RunningPortal,
  type TestInfra,
  createTestNamespace,
  destroyNamespace,
  namespaceEnv,
  resolveTestInfra,
  startPortal,
  waitFor,
} from '@portal/server-kit/testing';
import { simpleParser } from 'mailparser';
import { Client } from 'pg';

const PASSWORD = 'Kick-Off-2026!';
const NEW_PASSWORD = 'Fresh-Start-2026!';

/** identity issues the link, the reports worker writes the mail as an .eml file, the gateway ends sessions. */
describe('forgotten password: a one-time link by e-mail', () => {
  let infra: TestInfra;
  let namespace: string;
  let portal: RunningPortal;
  let outboxDir: string;
  let database: Client;
  let counter = 0;

  beforeAll(async () => {
    infra = await resolveTestInfra();
    namespace = createTestNamespace();
    outboxDir = await mkdtemp(join(tmpdir(), 'portal-reset-mail-'));
    portal = await startPortal({
      env: { ...namespaceEnv(namespace, infra), MAIL_OUTBOX_DIR: outboxDir },
      services: ['identity'],
      workers: ['reports'],
      gatewayEnv: { TRUST_PROXY: 'true', RATE_LIMIT_PASSWORD_RESET_PER_IP: '12' },
    });
    database = new Client({ connectionString: databaseUrl(infra.postgresUrl, namespace) });
    await database.connect();
  });

  afterAll(async () => {
    await database?.end();
    await portal?.stopAll();
    await destroyNamespace(namespace, infra);
    await rm(outboxDir, { recursive: true, force: true });
  });

  const client = () => new BrowserLikeClient(portal.baseUrl);
  const from = () => ({ 'x-forwarded-for': `10.2.0.${++counter}` });

  async function signUp(firstName: string) {
    const browser = client();
    const email = `${firstName.toLowerCase()}.${++counter}@club.test`;
    const response = await browser.post(
      '/api/auth/signup',
      { email, password: PASSWORD, firstName, lastName: 'Reset', dateOfBirth: ADULT_DATE_OF_BIRTH },
      from(),
    );
    expect(response.status).toBe(201);
    return { browser, email };
  }

  const mailsTo = async (email: string) => {
    const files = (await readdir(outboxDir)).filter((file) => file.endsWith('.eml'));
    const mails = await Promise.all(files.map(async (file) => simpleParser(await readFile(join(outboxDir, file)))));
    return mails.filter((mail) => JSON.stringify(mail.to).includes(email));
  };

  async function requestLink(email: string, mailsBefore = 0): Promise<string> {
    const response = await client().post('/api/auth/password-reset/request', { email }, from());
    expect(response.status).toBe(202);
    let token: string | undefined;
    await waitFor(
      async () => {
        const mails = await mailsTo(email);
        if (mails.length <= mailsBefore) return false;
        const newest = mails.sort((a, b) => (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0));
        token = newest
          .map((mail) => /\/reset-password#token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1])
          .find((found) => found !== undefined && !seenTokens.has(found));
        return token !== undefined;
      },
      { what: 'the reset mail in the outbox', timeoutMs: 20_000 },
    );
    seenTokens.add(token!);
    return token!;
  }
  const seenTokens = new Set<string>();

  const reset = (token: string, newPassword = NEW_PASSWORD) =>
    client().post('/api/auth/password-reset', { token, newPassword }, from());

  it('answers a known and an unknown e-mail identically, and mails only the account', async () => {
    const { email } = await signUp('Known');
    const unknown = `nobody.${++counter}@club.test`;
    const answers = await Promise.all(
      [email, unknown].map((address) => client().post('/api/auth/password-reset/request', { email: address }, from())),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(await answer.json()).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
    }
    await waitFor(async () => (await mailsTo(email)).length === 1, { what: 'the reset mail', timeoutMs: 20_000 });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Reset your Player Portal password');
    expect(mail!.text).toContain('30 minutes');
    expect(await mailsTo(unknown)).toEqual([]);

    const stored = await database.query(
      `SELECT "token_hash" FROM "identity"."password_reset_tokens" t
         JOIN "identity"."users" u ON u."id" = t."user_id" WHERE u."email" = $1`,
      [email],
    );
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(mail!.text ?? '')![1]!;
    expect(stored.rows).toHaveLength(1);
    expect(Buffer.from(stored.rows[0].token_hash).toString('utf8')).not.toContain(token);
    expect(Buffer.from(stored.rows[0].token_hash).toString('base64url')).not.toBe(token);
  });

  it('sets a new password once per link and ends every session of the user', async () => {
    const { email, browser: signupSession } = await signUp('Ana');
    const otherDevice = client();
    expect((await otherDevice.post('/api/auth/login', { email, password: PASSWORD }, from())).status).toBe(200);
    const token = await requestLink(email);

    const tampered = await reset(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    expect(tampered.status).toBe(400);
    expect((await tampered.json()).errors[0].field).toBe('token');
    expect((await reset('not-a-token')).status).toBe(400);

    const common = await reset(token, 'password123');
    expect(common.status).toBe(400);
    expect((await common.json()).errors[0].field).toBe('newPassword');

    expect((await reset(token)).status).toBe(204);
    for (const browser of [signupSession, otherDevice]) {
      expect((await browser.get('/api/auth/user')).status).toBe(401);
    }
    expect((await client().post('/api/auth/login', { email, password: PASSWORD }, from())).status).toBe(401);
    const signedInAgain = client();
    expect((await signedInAgain.post('/api/auth/login', { email, password: NEW_PASSWORD }, from())).status).toBe(200);
    // The event arrives after that sign-in: it ends only sessions begun before the reset.
    await portal.processes.get('gateway')!.waitForLog(/password reset event: earlier sessions ended/);
    expect((await signedInAgain.get('/api/auth/user')).status).toBe(200);
    expect((await signupSession.get('/api/auth/user')).status).toBe(401);

    const reused = await reset(token, 'Another-Pass-2026!');
    expect(reused.status).toBe(400);
    expect((await reused.json()).errors[0].field).toBe('token');
  });

  it('refuses an expired link, and a new link retires the older ones when used', async () => {
    const { email } = await signUp('Late');
    const first = await requestLink(email);
    const second = await requestLink(email, 1);
    await database.query(
      `UPDATE "identity"."password_reset_tokens" SET "expires_at" = now() - interval '1 minute'
        WHERE "user_id" = (SELECT "id" FROM "identity"."users" WHERE "email" = $1) AND "created_at" = (
          SELECT min("created_at") FROM "identity"."password_reset_tokens" t2
           WHERE t2."user_id" = (SELECT "id" FROM "identity"."users" WHERE "email" = $1))`,
      [email],
    );
    expect((await reset(first)).status).toBe(400);
    const third = await requestLink(email, 2);
    expect((await reset(second)).status).toBe(204);
    expect((await reset(third)).status).toBe(400);
  });

  it('limits reset requests per address with 429 and Retry-After', async () => {
    const address = { 'x-forwarded-for': '203.0.113.99' };
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await client().post(
        '/api/auth/password-reset/request',
        { email: `spray.${attempt}@club.test` },
        address,
      );
      expect(response.status).toBe(202);
    }
    const limited = await client().post('/api/auth/password-reset/request', { email: 'spray@club.test' }, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 400 naming the field for a bad body, and sends nothing', async () => {
    const response = await client().post('/api/auth/password-reset/request', { email: 'not-an-email' }, from());
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].field).toBe('email');
    const missing = await client().post('/api/auth/password-reset', { token: 'x'.repeat(43) }, from());
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors[0].field).toBe('newPassword');
  });
});
