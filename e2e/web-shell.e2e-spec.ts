import { expectNoSeriousAxeViolations } from './support/axe';
import { PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { answerAgeQuestion, expectToast, fillLogin, fillSignup, newPlayer, signUp } from './support/journeys';
import { resetLinkMailedTo } from './support/mail-outbox';
import { browserSession } from './support/session';

/** Spec §1, §2.1-§2.6, §5, §8 in a desktop browser against the running portal. */
describe('web app shell (desktop)', () => {
  const session = browserSession();

  it('sends the public pages as HTML that paints before the script, and adopts it without a mismatch', async () => {
    const pages = [
      { path: '/', heading: 'Develop your game with a plan built for you' },
      { path: '/login', heading: 'Welcome back' },
      { path: '/signup', heading: 'Create your account' },
      { path: '/forgot-password', heading: 'Forgot your password?' },
    ];
    for (const { path, heading } of pages) {
      // Without a session cookie the page's text is in the HTML itself; with one, the app decides.
      const html = await (await fetch(`${session.portal.baseUrl}${path}`)).text();
      expect(html.replace(/<[^>]+>/g, '')).toContain(heading);
      const withCookie = await fetch(`${session.portal.baseUrl}${path}`, { headers: { cookie: 'portal_sid=expired' } });
      expect(await withCookie.text()).toContain('<div id="root"></div>');
    }
    // A query may change the page (a sign-up through an invite link): the app draws it.
    const invited = await fetch(`${session.portal.baseUrl}/signup?invite=ABCD2345`);
    expect(await invited.text()).toContain('<div id="root"></div>');
    const { page } = session.tab;
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) complaints.push(message.text());
    });
    // Nothing but the HTML and its styles loads while the visitor reads. The app starts at the first
    // interaction; held back here, the page stays readable, and once the app has hydrated the heading
    // is the very same element (adopted by React, not drawn again).
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    let scriptAllowed = false;
    await page.route('**/assets/index-*.js', async (route) => {
      while (!scriptAllowed) await new Promise((resolve) => setTimeout(resolve, 20));
      await route.continue();
    });
    const hydrated = () =>
      page.waitForFunction(() => {
        const heading = document.querySelector('h1');
        return !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
      });
    for (const { path, heading } of pages) {
      scriptAllowed = false;
      scripts.length = 0;
      await page.goto(path, { waitUntil: 'load' });
      await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
      await page.evaluate(() => {
        (window as unknown as { painted: Element | null }).painted = document.querySelector('h1');
      });
      await page.waitForTimeout(300);
      expect({ path, scripts }).toEqual({ path, scripts: [] });
      scriptAllowed = true;
      await page.keyboard.press('Shift');
      await hydrated();
      const adopted = await page.evaluate(
        () => document.querySelector('h1') === (window as unknown as { painted: Element | null }).painted,
      );
      expect({ path, adopted }).toEqual({ path, adopted: true });
      await page.waitForLoadState('networkidle');
    }
    // The session check answers 401 for a visitor: the browser logs that failed request, nothing else.
    expect(complaints.filter((text) => !text.includes('401'))).toEqual([]);
  });

  it('keeps what a visitor typed, pressed and sent on /login before the app started, and signs them in', async () => {
    const { page } = session.tab;
    const visitor = { email: `early.${Date.now().toString(36)}@club.test`, password: 'Early-Bird-2026!' };
    await session.portal.createUser({ ...visitor, firstName: 'Erin', lastName: 'Early', role: 'player' });
    await answerAgeQuestion(session.portal, visitor); // its own test: age-question.e2e-spec.ts
    let scriptAllowed = false;
    await page.route('**/assets/index-*.js', async (route) => {
      while (!scriptAllowed) await new Promise((resolve) => setTimeout(resolve, 20));
      await route.continue();
    });
    const password = page.getByLabel(/^Password/);

    // A press on "show password" waits for the app, which then shows what was typed.
    await page.goto('/login', { waitUntil: 'load' });
    await password.fill('typed early');
    await page.getByRole('button', { name: 'Show or hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    scriptAllowed = true;
    await page.waitForFunction(() => document.querySelector('input[name="password"]')?.getAttribute('type') === 'text');
    expect(await password.inputValue()).toBe('typed early');

    // The form sent (Enter) before the app ran: the browser sends nothing, the app sends what was typed.
    scriptAllowed = false;
    await page.goto('/login', { waitUntil: 'load' });
    await page.getByLabel('Email').fill(visitor.email);
    await password.fill(visitor.password);
    await password.press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).toMatch(/\/login$/);
    scriptAllowed = true;
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Erin!' }).waitFor();
    await page.unroute('**/assets/index-*.js');
    await page.goto('/api/logout');
  });

  it('tells a visitor whose connection dropped before the app arrived, and the page loads again from its link', async () => {
    const { page } = session.tab;
    const visitor = { email: `offline.${Date.now().toString(36)}@club.test`, password: 'Back-Online-2026!' };
    await session.portal.createUser({ ...visitor, firstName: 'Olly', lastName: 'Offline', role: 'player' });
    await answerAgeQuestion(session.portal, visitor);
    // The app's entry fails once (the phone lost its connection), then arrives.
    let failures = 0;
    await page.route('**/assets/index-*.js', async (route) => {
      if (failures === 0 && route.request().resourceType() === 'script') {
        failures += 1;
        await route.abort('internetdisconnected');
      } else await route.continue();
    });
    await page.goto('/login', { waitUntil: 'load' });
    await page.getByLabel('Email').fill(visitor.email);
    const password = page.getByLabel(/^Password/);
    await password.fill(visitor.password);
    await password.press('Enter');
    const problem = page.getByRole('alert').filter({ hasText: 'This page could not finish loading' });
    await problem.waitFor();
    expect(failures).toBe(1);
    // Nothing was sent, and nothing is sent blind: the visitor is told, and the link loads the page again.
    await password.press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).toMatch(/\/login$/);
    await expectNoSeriousAxeViolations(page, 'login: the app did not arrive');
    await saveScreenshot(page, 'desktop-login-app-not-arrived');
    const desktop = page.viewportSize()!;
    await page.setViewportSize(PHONE);
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'phone-login-app-not-arrived');
    await page.setViewportSize(desktop);
    await problem.getByRole('link', { name: 'reload the page' }).click();
    await page.waitForLoadState('load');
    expect(await problem.count()).toBe(0);
    await fillLogin(page, visitor.email, visitor.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Olly!' }).waitFor();
    await page.unroute('**/assets/index-*.js');
    await page.goto('/api/logout');
  });

  it('shows the landing page with its sections, anchors and buttons', async () => {
    const { page } = session.tab;
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const [name, href] of [
      ["What's Included", '#included'],
      ['Features', '#features'],
      ['How It Works', '#how-it-works'],
    ]) {
      expect(
        await page
          .getByRole('navigation', { name: 'Sections' })
          .first()
          .getByRole('link', { name })
          .getAttribute('href'),
      ).toBe(href);
    }
    for (const id of ['included', 'how-it-works', 'solution', 'features', 'welcome']) {
      expect(await page.locator(`section#${id}`).count()).toBe(1);
    }
    expect(await page.locator('#included .mantine-Card-root').count()).toBe(6);
    for (const step of ['Initial Assessment', 'Custom Roadmap', 'Track Progress', 'Elite Mentorship']) {
      await page.locator('#how-it-works').getByText(step, { exact: true }).waitFor();
    }
    await page.getByRole('heading', { name: 'Welcome, players and families' }).waitFor();
    expect(await page.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('#features');
    await saveScreenshot(page, 'desktop-landing');
    await expectNoSeriousAxeViolations(page, 'landing');

    for (const name of ['Login', 'Get Started', 'Access Portal']) {
      await page.goto('/');
      await page.getByRole('link', { name, exact: true }).first().click();
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    }
  });

  it('refuses mismatched and short passwords with the spec toasts and sends nothing', async () => {
    const { page, requests } = session.tab;
    const player = newPlayer();
    await page.goto('/signup');
    await fillSignup(page, player, 'something-else');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Password mismatch', 'Passwords do not match');
    await saveScreenshot(page, 'desktop-signup-mismatch');
    // The field says what is wrong too, tied to it for screen readers, and has the focus.
    const confirm = page.getByLabel(/^Confirm password/);
    expect(await confirm.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await confirm.getAttribute('aria-describedby')) ?? '';
    const errorText = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
      describedBy.split(' ').filter(Boolean),
    );
    expect(errorText).toContain('Passwords do not match');
    expect(await confirm.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByTestId('toast-announcer').innerText()).toContain('Passwords do not match');
    await expectNoSeriousAxeViolations(page, 'signup, password mismatch');

    await page.getByLabel(/^Password/).fill('abc12');
    await page.getByLabel(/^Confirm password/).fill('abc12');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Password too short', 'Password must be at least 6 characters long');

    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Missing information', 'Please fill in all required fields');

    expect(requests.filter((url) => url.includes('/api/auth/signup'))).toEqual([]);
    expect(page.url()).toBe(`${session.portal.baseUrl}/signup`);
  });

  it('signs up, lands on profile setup, is greeted by first name on the dashboard and logs out', async () => {
    const { page, context } = session.tab;
    const player = newPlayer('Marta', 'Costa');
    await signUp(page, player);
    await expectToast(page, 'Account created!', 'Marta');
    await page.getByRole('heading', { name: /Welcome to Elite Player Portal, Marta!/ }).waitFor();
    await saveScreenshot(page, 'desktop-profile-setup');
    await expectNoSeriousAxeViolations(page, 'profile setup');

    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Marta!' }).waitFor();
    expect(await page.getByTestId('header-user-name').innerText()).toBe('Marta Costa');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of [
      'Dashboard',
      'Roadmap',
      'Assignments',
      'Training',
      'Videos',
      'Progress',
      'Video Analysis',
      'Profile',
    ]) {
      await nav.getByRole('link', { name: item, exact: true }).waitFor();
    }
    expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Notifications' }).waitFor();
    await saveScreenshot(page, 'desktop-dashboard');
    await expectNoSeriousAxeViolations(page, 'dashboard');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${session.portal.baseUrl}/`);
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
    expect((await context.request.get('/api/auth/user')).status()).toBe(401);
  });

  it('shows the server message when login fails', async () => {
    const { page } = session.tab;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(page, 'Missing information', 'Please enter both email and password');
    expect(session.tab.requests.filter((url) => url.includes('/api/auth/login'))).toEqual([]);

    await fillLogin(page, 'nobody@club.test', 'wrong-password');
    await expectToast(page, 'Login failed', 'Invalid email or password');
    expect(page.url()).toBe(`${session.portal.baseUrl}/login`);
    await saveScreenshot(page, 'desktop-login-failed');
    await expectNoSeriousAxeViolations(page, 'login, failed');
  });

  it('recovers a forgotten password with the e-mailed link, which works once', async () => {
    const { page } = session.tab;
    const player = newPlayer('Rui', 'Lopes');
    const newPassword = 'fresh-start-2026!';
    await signUp(page, player);
    await page.goto('/api/logout');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await saveScreenshot(page, 'desktop-forgot-password');
    await expectNoSeriousAxeViolations(page, 'forgot password');

    await page.getByLabel('Email').fill(player.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByText('If an account uses this email').waitFor();
    await saveScreenshot(page, 'desktop-forgot-password-sent');
    await expectNoSeriousAxeViolations(page, 'forgot password, sent');

    const link = await resetLinkMailedTo(player.email);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(page.url()).toBe(`${session.portal.baseUrl}/reset-password`);
    await saveScreenshot(page, 'desktop-reset-password');
    await expectNoSeriousAxeViolations(page, 'reset password');
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm new password/).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/login');
    await expectToast(page, 'Password changed', 'Log in with your new password');

    await fillLogin(page, player.email, newPassword);
    await page.waitForURL('**/dashboard');

    await page.goto(link);
    await page.getByLabel(/^New password/).fill('another-one-2026!');
    await page.getByLabel(/^Confirm new password/).fill('another-one-2026!');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'This link no longer works' }).waitFor();
    await expectNoSeriousAxeViolations(page, 'reset password, used link');

    const phone = await session.reopen(PHONE);
    await phone.page.goto('/forgot-password');
    await phone.page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await saveScreenshot(phone.page, 'phone-forgot-password');
    await phone.page.goto(link);
    await phone.page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await saveScreenshot(phone.page, 'phone-reset-password');
    await phone.page.goto('/reset-password');
    await phone.page.getByRole('heading', { name: 'This link no longer works' }).waitFor();
    await saveScreenshot(phone.page, 'phone-reset-link-dead');
    expect((await horizontalOverflow(phone.page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
  });

  it('returns to a deep link after login', async () => {
    const player = newPlayer('Leo', 'Ramos');
    await signUp(session.tab.page, player);
    await session.tab.context.clearCookies();

    const { page } = session.tab;
    await page.goto('/roadmap?from=email');
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('returnTo') === '/roadmap?from=email',
    );
    await fillLogin(page, player.email, player.password);
    await page.waitForURL((url) => url.pathname === '/roadmap' && url.search === '?from=email');
    await expectToast(page, 'Welcome back!', 'Leo');
    await page.getByRole('heading', { name: 'No Active Roadmap' }).waitFor();
    await expectNoSeriousAxeViolations(page, 'roadmap');
  });

  it('tells a player that /admin is for coaches and administrators', async () => {
    const { page } = session.tab;
    await signUp(page, newPlayer('Pia', 'Lund'));
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText('Only coaches and administrators can access this page.').waitFor();
    await expectNoSeriousAxeViolations(page, 'admin, access denied');
  });

  it("shows '404 Page Not Found' for an unknown path", async () => {
    const { page } = session.tab;
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await saveScreenshot(page, 'desktop-404');
    await expectNoSeriousAxeViolations(page, '404');
  });

  it('lets an admin change a role, and shows coaches the coach dashboard without role management', async () => {
    const admin = {
      email: 'head.admin@club.test',
      password: 'admin-pass-2025!',
      firstName: 'Hana',
      lastName: 'Admin',
      role: 'admin' as const,
    };
    await session.portal.createUser(admin);
    const player = newPlayer('Tomas', 'Berg');
    await signUp(session.tab.page, player);
    await session.tab.context.clearCookies();

    const { page } = session.tab;
    await page.goto('/login');
    await fillLogin(page, admin.email, admin.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'Coach Dashboard' }).waitFor();
    // Staff have the most items: at 1280 px every one of them is in sight (the row wraps, never hides).
    const viewportWidth = page.viewportSize()!.width;
    for (const link of await page.getByRole('navigation', { name: 'Main' }).getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewportWidth);
    }
    await page.getByRole('tab', { name: 'Users', exact: true }).click();
    await page.getByLabel('Search users').fill('tomas');
    const row = page.getByTestId('user-role-row').filter({ hasText: player.email });
    await row.waitFor();
    await row.getByLabel(`Role of ${player.firstName} ${player.lastName}`).click();
    await page.getByRole('option', { name: 'Coach' }).click();
    await page
      .getByRole('dialog', { name: 'Make Tomas Berg a coach?' })
      .getByRole('button', { name: 'Make a coach' })
      .click();
    await expectToast(page, 'Role updated', 'Tomas Berg is now a coach.');
    await saveScreenshot(page, 'desktop-admin-roles');
    await expectNoSeriousAxeViolations(page, 'admin, user roles');

    await session.tab.context.clearCookies();
    await page.goto('/login');
    await fillLogin(page, player.email, player.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Coach Dashboard' }).waitFor();
    await page.getByText('Manage player profiles, roadmaps, and track progress.').waitFor();
    expect(await page.getByRole('tab', { name: 'Users', exact: true }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Squads', exact: true }).count()).toBe(0);
    await expectNoSeriousAxeViolations(page, 'coach dashboard');
  });
});
