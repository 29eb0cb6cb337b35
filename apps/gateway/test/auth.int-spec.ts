import { RpcClient, connectNats, createLogger } from '@portal/server-kit';
import {
  ADULT_DATE_OF_BIRTH,
  BrowserLikeClient,
  type RunningPortal,
  type TestInfra,
  createTestNamespace,
  destroyNamespace,
  namespaceEnv,
  resolveTestInfra,
  runAppCli,
  startPortal,
  testRpcSigner,
} from '@portal/server-kit/testing';

const STRONG_PASSWORD = 'Kick-Off-2026!';
const ADMIN = { email: 'head.admin@club.test', password: 'Admin-Pass-2026!' };
const SESSION_COOKIE = 'portal_sid';

describe('identity API through the gateway', () => {
  let infra: TestInfra;
  let namespace: string;
  let env: Record<string, string>;
  let portal: RunningPortal;
  let emailCounter = 0;
  const uniqueEmail = (name: string) => `${name}.${++emailCounter}@club.test`;
  let addressCounter = 0;
  /** A client address of its own per helper call, so one test's attempts never meet another's limits. */
  const nextAddress = () => {
    addressCounter += 1;
    return { 'x-forwarded-for': `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}` };
  };

  beforeAll(async () => {
    infra = await resolveTestInfra();
    namespace = createTestNamespace();
    env = namespaceEnv(namespace, infra);
    portal = await startPortal({
      env: {
        ...env,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOGIN_FREE_FAILURES_PER_ADDRESS: '3',
        LOGIN_FREE_FAILURES_PER_ACCOUNT: '8',
        LOGIN_BASE_DELAY_SECONDS: '3',
      },
      services: ['identity'],
      // Tests name their client address with X-Forwarded-For; requests without one come from 127.0.0.1.
      gatewayEnv: {
        TRUST_PROXY: 'true',
        RATE_LIMIT_LOGIN_PER_IP: '5',
        RATE_LIMIT_SIGNUP_PER_IP: '1000',
        RATE_LIMIT_SIGNUP_BURST_PER_IP: '25',
        RATE_LIMIT_SIGNUP_FAILURES_PER_IP: '5',
      },
    });
  });

  afterAll(async () => {
    await portal?.stopAll();
    await destroyNamespace(namespace, infra);
  });

  const client = () => new BrowserLikeClient(portal.baseUrl);

  async function signUp(firstName = 'Ana') {
    const browser = client();
    const email = uniqueEmail(firstName.toLowerCase());
    const response = await browser.post(
      '/api/auth/signup',
      { email, password: STRONG_PASSWORD, firstName, lastName: 'Silva', dateOfBirth: ADULT_DATE_OF_BIRTH },
      nextAddress(),
    );
    expect(response.status).toBe(201);
    return { browser, email, user: await response.json() };
  }

  async function signIn(email: string, password: string) {
    const browser = client();
    const response = await browser.post('/api/auth/login', { email, password }, nextAddress());
    return { browser, response };
  }

  describe('sign-up', () => {
    it('creates a player, signs them in with a safe cookie and returns the spec user', async () => {
      const browser = client();
      const response = await browser.post('/api/auth/signup', {
        email: '  Maya.Jones@Club.TEST ',
        password: STRONG_PASSWORD,
        firstName: 'Maya',
        lastName: 'Jones',
        dateOfBirth: ADULT_DATE_OF_BIRTH,
      });
      expect(response.status).toBe(201);
      const user = await response.json();
      expect(user).toEqual({
        id: expect.any(String),
        role: 'player',
        firstName: 'Maya',
        lastName: 'Jones',
        email: 'maya.jones@club.test',
        profileImageUrl: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        needsDateOfBirth: false,
      });
      const setCookie = response.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/^portal_sid=[A-Za-z0-9_-]{43};/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).toMatch(/Path=\//);
      expect(setCookie).not.toMatch(/Secure/); // PUBLIC_URL is http in this test
      expect(JSON.stringify(user)).not.toMatch(/password/i);

      const me = await browser.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual(user);

      const player = await browser.get('/api/players/me');
      expect(player.status).toBe(200);
      const record = await player.json();
      expect(record).toMatchObject({ userId: user.id, fullName: 'Maya Jones', status: 'active' });
      expect(record.id).not.toBe(user.id);
    });

    it('refuses an e-mail already registered, whatever its case, with 409', async () => {
      const { email } = await signUp('Leo');
      const response = await client().post('/api/auth/signup', {
        email: email.toUpperCase(),
        password: STRONG_PASSWORD,
        firstName: 'L',
        lastName: 'S',
        dateOfBirth: ADULT_DATE_OF_BIRTH,
      });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message: 'An account with this email already exists' });
    });

    it('lets exactly one of two simultaneous sign-ups with one e-mail through', async () => {
      const email = uniqueEmail('twin');
      const body = {
        email,
        password: STRONG_PASSWORD,
        firstName: 'Twin',
        lastName: 'One',
        dateOfBirth: ADULT_DATE_OF_BIRTH,
      };
      const responses = await Promise.all([
        client().post('/api/auth/signup', body),
        client().post('/api/auth/signup', body),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    });

    it.each([
      ['a missing first name', { password: STRONG_PASSWORD, lastName: 'S' }, 'firstName'],
      ['a bad e-mail', { email: 'not-an-email', firstName: 'A', lastName: 'S', password: STRONG_PASSWORD }, 'email'],
      ['a short password', { firstName: 'A', lastName: 'S', password: '12345' }, 'password'],
      ['a common password', { firstName: 'A', lastName: 'S', password: 'football1' }, 'password'],
      ['an overlong password', { firstName: 'A', lastName: 'S', password: 'x'.repeat(129) }, 'password'],
      ['an unknown field', { firstName: 'A', lastName: 'S', password: STRONG_PASSWORD, role: 'admin' }, 'role'],
    ])('answers 400 naming the field for %s, and stores nothing', async (_case, partial, field) => {
      const email = (partial as { email?: string }).email ?? uniqueEmail('rejected');
      const response = await client().post('/api/auth/signup', { email, dateOfBirth: ADULT_DATE_OF_BIRTH, ...partial });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.message).toContain(field);
      expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
      expect(response.headers.get('set-cookie')).toBeNull();
      const login = await signIn(email, (partial as { password?: string }).password ?? STRONG_PASSWORD);
      expect(login.response.status).toBe(401);
    });
  });

  describe('login, sessions and logout', () => {
    it('answers every failure with the same 401 message', async () => {
      const { email } = await signUp('Noa');
      const wrongPassword = await signIn(email, 'Wrong-Password-1');
      const unknownEmail = await signIn(uniqueEmail('nobody'), 'Wrong-Password-1');
      for (const { response } of [wrongPassword, unknownEmail]) {
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ message: 'Invalid email or password' });
      }
    });

    it('signs in with a trimmed, case-insensitive e-mail and issues a new session id each time', async () => {
      const { email, user, browser: signupBrowser } = await signUp('Ivo');
      const signupSession = signupBrowser.cookie(SESSION_COOKIE);
      const { browser, response } = await signIn(` ${email.toUpperCase()} `, STRONG_PASSWORD);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(user);
      const first = browser.cookie(SESSION_COOKIE);
      expect(first).toBeDefined();
      expect(first).not.toBe(signupSession);

      // Rotation: signing in again from the same browser replaces (and ends) the old id.
      await browser.post('/api/auth/login', { email, password: STRONG_PASSWORD });
      const second = browser.cookie(SESSION_COOKIE);
      expect(second).not.toBe(first);
      const stale = client();
      stale.setCookie(SESSION_COOKIE, first!);
      expect((await stale.get('/api/auth/user')).status).toBe(401);
      expect((await browser.get('/api/auth/user')).status).toBe(200);
    });

    it('ends the session server-side at logout: the old cookie no longer works', async () => {
      const { browser } = await signUp('Eli');
      const sessionId = browser.cookie(SESSION_COOKIE)!;
      const logout = await browser.post('/api/auth/logout');
      expect(logout.status).toBe(204);
      expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
      const replay = client();
      replay.setCookie(SESSION_COOKIE, sessionId);
      const response = await replay.get('/api/auth/user');
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthorized' });
    });

    it('changes a password, keeping this session and ending the others', async () => {
      const { browser, email } = await signUp('Pass');
      const otherDevice = (await signIn(email, STRONG_PASSWORD)).browser;
      expect((await otherDevice.get('/api/auth/user')).status).toBe(200);

      const wrong = await browser.post('/api/auth/password', {
        currentPassword: 'Not-It-2026!',
        newPassword: 'New-Pass-2026!',
      });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({
        errors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
      });
      const common = await browser.post('/api/auth/password', {
        currentPassword: STRONG_PASSWORD,
        newPassword: 'password123',
      });
      expect(common.status).toBe(400);
      expect((await common.json()).errors[0].field).toBe('newPassword');
      expect((await otherDevice.get('/api/auth/user')).status).toBe(200);

      const changed = await browser.post('/api/auth/password', {
        currentPassword: STRONG_PASSWORD,
        newPassword: 'New-Pass-2026!',
      });
      expect(changed.status).toBe(204);
      expect((await browser.get('/api/auth/user')).status).toBe(200);
      expect((await otherDevice.get('/api/auth/user')).status).toBe(401);
      expect((await signIn(email, STRONG_PASSWORD)).response.status).toBe(401);
      expect((await signIn(email, 'New-Pass-2026!')).response.status).toBe(200);
      expect(
        (await client().post('/api/auth/password', { currentPassword: 'x', newPassword: 'New-Pass-2026!' })).status,
      ).toBe(401);
    });

    it('handles the browser navigations /api/logout and /api/login', async () => {
      const { browser } = await signUp('Nav');
      const sessionId = browser.cookie(SESSION_COOKIE)!;
      const logout = await browser.get('/api/logout');
      expect(logout.status).toBe(302);
      expect(logout.headers.get('location')).toBe('/');
      const replay = client();
      replay.setCookie(SESSION_COOKIE, sessionId);
      expect((await replay.get('/api/auth/user')).status).toBe(401);
      const login = await client().get('/api/login');
      expect(login.status).toBe(302);
      expect(login.headers.get('location')).toBe('/login');
      // The unauthorised flow sends the page to come back to; only a site path is passed on.
      const withReturnTo = await client().get('/api/login?returnTo=%2Ftraining%3Fx%3D1');
      expect(withReturnTo.status).toBe(302);
      expect(withReturnTo.headers.get('location')).toBe('/login?returnTo=%2Ftraining%3Fx%3D1');
      expect((await client().get('/api/login?returnTo=https%3A%2F%2Fevil.example')).headers.get('location')).toBe(
        '/login',
      );
    });

    it('answers 401 Unauthorized without a session or with a forged one', async () => {
      expect(await (await client().get('/api/auth/user')).json()).toEqual({ message: 'Unauthorized' });
      const forged = client();
      forged.setCookie(SESSION_COOKIE, 'A'.repeat(43));
      expect((await forged.get('/api/auth/user')).status).toBe(401);
    });

    it('answers 400 for a login body without a password', async () => {
      const response = await client().post('/api/auth/login', { email: 'x@club.test' });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toContain('password');
    });
  });

  describe('limits on guessing (identity checks the password, so it holds the limits)', () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const loginFrom = (address: string, email: string, password: string) =>
      client().post('/api/auth/login', { email, password }, from(address));

    it('slows a guesser on one address without keeping the owner out from another, then lets them retry', async () => {
      const { email } = await signUp('Rate');
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await loginFrom('203.0.113.10', email, 'Wrong-Password-1')).status).toBe(401);
      }
      const limited = await loginFrom('203.0.113.10', email, STRONG_PASSWORD);
      expect(limited.status).toBe(429);
      const wait = Number(limited.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(3);
      expect((await limited.json()).message).toMatch(/^Too many attempts\. Try again in \d+ seconds?\.$/);

      // The real owner, elsewhere, is not held by someone else's failures.
      expect((await loginFrom('198.51.100.20', email, STRONG_PASSWORD)).status).toBe(200);

      await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 200));
      expect((await loginFrom('203.0.113.10', email, STRONG_PASSWORD)).status).toBe(200);
    });

    it('slows new addresses once an account has many failures, but not an address that signed in before', async () => {
      const { email } = await signUp('Ceiling');
      expect((await loginFrom('198.51.100.30', email, STRONG_PASSWORD)).status).toBe(200);
      for (let address = 1; address <= 8; address += 1) {
        expect((await loginFrom(`192.0.2.${address}`, email, 'Wrong-Password-1')).status).toBe(401);
      }
      const newAddress = await loginFrom('192.0.2.200', email, STRONG_PASSWORD);
      expect(newAddress.status).toBe(429);
      expect(Number(newAddress.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await loginFrom('198.51.100.30', email, STRONG_PASSWORD)).status).toBe(200);
    });

    it('answers an unknown e-mail exactly like a known one, limits included', async () => {
      const known = (await signUp('Known')).email;
      const unknown = uniqueEmail('ghost');
      for (const [index, email] of [known, unknown].entries()) {
        const address = `203.0.113.4${index}`;
        for (let attempt = 0; attempt < 3; attempt += 1) await loginFrom(address, email, 'Wrong-Password-1');
        const limited = await loginFrom(address, email, 'Wrong-Password-1');
        expect(limited.status).toBe(429);
        expect((await limited.json()).message).toMatch(/^Too many attempts/);
      }
    });

    it('holds the limit when identity is called directly over NATS, bypassing the gateway', async () => {
      const { email } = await signUp('Bypass');
      for (let attempt = 0; attempt < 3; attempt += 1) await loginFrom('203.0.113.50', email, 'Wrong-Password-1');
      const connection = await connectNats(infra.natsUrl, 'direct-login-test', createLogger('test', 'silent'));
      try {
        const rpc = new RpcClient(connection, namespace, 5000);
        await expect(
          rpc.call('identity.auth.verify-credentials', {
            email,
            password: STRONG_PASSWORD,
            clientAddress: '203.0.113.50',
          }),
        ).rejects.toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
      } finally {
        await connection.close();
      }
    });

    it('limits guesses of the current password when changing it', async () => {
      const { browser } = await signUp('Guess');
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const wrong = await browser.post('/api/auth/password', {
          currentPassword: `Not-It-${attempt}`,
          newPassword: 'New-Pass-2026!',
        });
        expect(wrong.status).toBe(400);
      }
      const limited = await browser.post('/api/auth/password', {
        currentPassword: STRONG_PASSWORD,
        newPassword: 'New-Pass-2026!',
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await browser.get('/api/auth/user')).status).toBe(200);
    });

    it('limits failed logins per address at the gateway too, whatever the accounts', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await loginFrom('203.0.113.60', uniqueEmail('spray'), 'Wrong-Password-1')).status).toBe(401);
      }
      const limited = await loginFrom('203.0.113.60', uniqueEmail('spray'), 'Wrong-Password-1');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('sign-up limits per address', () => {
    const signUpFrom = (address: string, email = uniqueEmail('team')) =>
      client().post(
        '/api/auth/signup',
        { email, password: STRONG_PASSWORD, firstName: 'Team', lastName: 'Mate', dateOfBirth: ADULT_DATE_OF_BIRTH },
        { 'x-forwarded-for': address },
      );

    it('lets a team sign up together from one address, and slows a burst beyond it with an honest wait', async () => {
      for (let player = 0; player < 25; player += 1) expect((await signUpFrom('203.0.113.70')).status).toBe(201);
      // The burst limit in this test is 25 a minute (30 by default).
      const burst = await signUpFrom('203.0.113.70');
      expect(burst.status).toBe(429);
      const wait = Number(burst.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect((await signUpFrom('198.51.100.71')).status).toBe(201);
    });

    it('refuses repeated failed sign-ups (probing for taken e-mails) sooner', async () => {
      const { email } = await signUp('Taken');
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await signUpFrom('203.0.113.80', email)).status).toBe(409);
      const limited = await signUpFrom('203.0.113.80');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('cross-site requests and headers', () => {
    it('refuses a state-changing request from another origin and stores nothing', async () => {
      const attacker = new BrowserLikeClient(portal.baseUrl, 'https://evil.example');
      const email = uniqueEmail('csrf');
      const response = await attacker.post('/api/auth/signup', {
        email,
        password: STRONG_PASSWORD,
        firstName: 'C',
        lastName: 'S',
        dateOfBirth: ADULT_DATE_OF_BIRTH,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Cross-site request refused' });
      expect((await signIn(email, STRONG_PASSWORD)).response.status).toBe(401);
    });

    it('sends security headers with every response', async () => {
      const response = await client().get('/api/auth/user');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('roles and the admin area', () => {
    it('keeps players out of admin calls (403) and anonymous callers out (401)', async () => {
      const { browser } = await signUp('Pia');
      const asPlayer = await browser.get('/api/admin/users');
      expect(asPlayer.status).toBe(403);
      expect(await asPlayer.json()).toEqual({ message: 'Only administrators can do this' });
      expect(
        (await browser.patch('/api/admin/users/00000000-0000-4000-8000-000000000000', { role: 'admin' })).status,
      ).toBe(403);
      expect((await client().get('/api/admin/users')).status).toBe(401);
    });

    it('creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD, who can search users and change roles', async () => {
      const player = await signUp('Promote');
      const playerSession = player.browser.cookie(SESSION_COOKIE)!;
      const { browser: admin, response } = await signIn(ADMIN.email, ADMIN.password);
      expect(response.status).toBe(200);
      expect((await response.json()).role).toBe('admin');

      const search = await admin.get(
        `/api/admin/users?search=${encodeURIComponent(player.email.slice(0, 9))}&pageSize=5`,
      );
      expect(search.status).toBe(200);
      const page = await search.json();
      expect(page).toMatchObject({ page: 1, pageSize: 5 });
      expect(page.items.map((item: { email: string }) => item.email)).toContain(player.email);
      expect((await admin.get('/api/admin/users?pageSize=1000')).status).toBe(400);

      const change = await admin.patch(`/api/admin/users/${player.user.id}`, { role: 'coach' });
      expect(change.status).toBe(200);
      expect(await change.json()).toMatchObject({ id: player.user.id, role: 'coach' });

      // The change ended the player's sessions before it answered; signing in again gives the new role.
      const stale = client();
      stale.setCookie(SESSION_COOKIE, playerSession);
      expect((await stale.get('/api/auth/user')).status).toBe(401);
      const again = await signIn(player.email, STRONG_PASSWORD);
      expect((await again.response.json()).role).toBe('coach');
      expect((await again.browser.get('/api/players/me')).status).toBe(403);

      expect((await admin.patch(`/api/admin/users/${player.user.id}`, { role: 'owner' })).status).toBe(400);
      expect((await admin.patch('/api/admin/users/not-a-uuid', { role: 'coach' })).status).toBe(400);
      expect(
        (await admin.patch('/api/admin/users/00000000-0000-4000-8000-000000000000', { role: 'coach' })).status,
      ).toBe(404);
      const adminUser = await (await admin.get('/api/auth/user')).json();
      const selfChange = await admin.patch(`/api/admin/users/${adminUser.id}`, { role: 'player' });
      expect(selfChange.status).toBe(400);
      expect((await selfChange.json()).message).toContain('cannot change your own role');
    });

    it("ends a demoted admin's sessions before the change answers: their very next request is refused", async () => {
      const email = 'demoted.admin@club.test';
      const created = await runAppCli(
        'identity',
        [
          'user:create',
          '--email',
          email,
          '--password',
          STRONG_PASSWORD,
          '--first-name',
          'Dora',
          '--last-name',
          'Demoted',
          '--role',
          'admin',
        ],
        env,
      );
      expect(created.code).toBe(0);
      const { browser: demoted } = await signIn(email, STRONG_PASSWORD);
      const demotedUser = await (await demoted.get('/api/auth/user')).json();
      const target = await signUp('Target');
      const { browser: admin } = await signIn(ADMIN.email, ADMIN.password);

      expect((await admin.patch(`/api/admin/users/${demotedUser.id}`, { role: 'player' })).status).toBe(200);
      // No waiting for the role-changed event: the old session must already be gone.
      expect((await demoted.get('/api/admin/users')).status).toBe(401);
      expect((await demoted.patch(`/api/admin/users/${target.user.id}`, { role: 'admin' })).status).toBe(401);
      const targetNow = await (await admin.get(`/api/admin/users?search=${encodeURIComponent(target.email)}`)).json();
      expect(targetNow.items[0]).toMatchObject({ id: target.user.id, role: 'player' });

      // The same holds for a change made with the CLI, where no gateway is involved.
      const { browser: again } = await signIn(email, STRONG_PASSWORD);
      expect((await again.get('/api/auth/user')).status).toBe(200);
      const cli = await runAppCli('identity', ['user:set-role', '--email', email, '--role', 'coach'], env);
      expect(cli.code).toBe(0);
      expect((await again.get('/api/auth/user')).status).toBe(401);
    });

    it('creates a coach with the CLI who can then sign in, and changes roles with it', async () => {
      const created = await runAppCli(
        'identity',
        [
          'user:create',
          '--email',
          'Carla.Coach@Club.test',
          '--password',
          'Coach-Pass-2026!',
          '--first-name',
          'Carla',
          '--last-name',
          'Coach',
          '--role',
          'coach',
        ],
        env,
      );
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      expect(created.stdout).toContain('Created coach carla.coach@club.test');
      const { response } = await signIn('carla.coach@club.test', 'Coach-Pass-2026!');
      expect(response.status).toBe(200);
      expect((await response.json()).role).toBe('coach');

      const promoted = await runAppCli(
        'identity',
        ['user:set-role', '--email', 'carla.coach@club.test', '--role', 'admin'],
        env,
      );
      expect(promoted.code).toBe(0);
      expect((await (await signIn('carla.coach@club.test', 'Coach-Pass-2026!')).response.json()).role).toBe('admin');

      const invalid = await runAppCli('identity', ['user:create', '--email', 'bad', '--password', '123'], env);
      expect(invalid.code).toBe(64);
      expect(invalid.stderr).toContain('--email');
    });
  });

  describe('the identity service re-checks the actor itself', () => {
    it('refuses protected RPCs without an actor or with the wrong role', async () => {
      const connection = await connectNats(infra.natsUrl, 'direct-rpc-test', createLogger('test', 'silent'));
      try {
        const rpc = new RpcClient(connection, namespace, 2000, testRpcSigner());
        await expect(rpc.call('identity.user.me', {})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
        const playerActor = { userId: '00000000-0000-4000-8000-000000000001', role: 'player' as const };
        await expect(rpc.call('identity.user.list', {}, { actor: playerActor })).rejects.toMatchObject({
          code: 'FORBIDDEN',
        });
        await expect(
          rpc.call('identity.user.set-role', { userId: playerActor.userId, role: 'admin' }, { actor: playerActor }),
        ).rejects.toMatchObject({
          code: 'FORBIDDEN',
        });
      } finally {
        await connection.close();
      }
    });
  });

  describe('when identity is down', () => {
    it('answers 503 with a message instead of hanging; health says only unavailable, admins see which', async () => {
      const { browser } = await signUp('Down');
      const { browser: admin } = await signIn(ADMIN.email, ADMIN.password);
      await portal.processes.get('identity')!.stop();
      const response = await browser.get('/api/auth/user');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: expect.stringContaining('identity service is unavailable') });
      const health = await client().get('/api/health');
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'unavailable' });
      const details = await admin.get('/api/admin/health');
      expect(details.status).toBe(200);
      expect((await details.json()).down).toContain('identity');
    });
  });
});
