import type { BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESKTOP, PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { expectToast, fillLogin, fillSignup, newPlayer, signUp } from './support/journeys';
import { invitationLinkMailedTo } from './support/mail-outbox';
import { browserSession } from './support/session';

type Viewport = { width: number; height: number };

/** The users tab's page size (the web app's ADMIN_USERS_PAGE_SIZE). */
const USERS_PAGE_SIZE = 10;

let counter = 0;
function staff(firstName: string, lastName: string, role: 'coach' | 'admin') {
  counter += 1;
  return {
    email: `${firstName.toLowerCase()}.${Date.now().toString(36)}${counter}@club.test`,
    password: 'kick-off-2025!',
    firstName,
    lastName,
    role,
  };
}

/** Issue 24, Admin area: squads, staff invitations, invite links, deactivation. */
describe('club admin', () => {
  const session = browserSession(DESKTOP);
  const extraContexts: BrowserContext[] = [];
  const extraPageErrors: string[] = [];

  afterEach(async () => {
    await Promise.all(extraContexts.splice(0).map((context) => context.close()));
    expect(extraPageErrors.splice(0)).toEqual([]);
  });

  /** Another browser (own cookies) beside the test's tab, e.g. the coach's open tab. */
  async function newTab(viewport: Viewport): Promise<Page> {
    const browser = session.tab.context.browser();
    if (!browser) throw new Error('no browser');
    const context = await browser.newContext({ baseURL: session.portal.baseUrl, viewport });
    extraContexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => extraPageErrors.push(error.message));
    return page;
  }

  async function expectNoOverflow(page: Page, label: string) {
    const { scrollWidth, viewportWidth } = await horizontalOverflow(page);
    if (scrollWidth > viewportWidth) throw new Error(`${label}: scrolls sideways (${scrollWidth} > ${viewportWidth})`);
  }

  /** axe, plus no sideways scrolling at phone width. */
  async function checkState(page: Page, label: string, viewport: Viewport) {
    await expectNoSeriousAxeViolations(page, `${label} (${viewport.width} px)`);
    if (viewport.width < 500) await expectNoOverflow(page, label);
  }

  async function signIn(page: Page, email: string, password: string) {
    await page.goto('/login');
    await fillLogin(page, email, password);
    await page.waitForURL('**/dashboard');
  }

  async function openAdminTab(page: Page, tab: 'Squads' | 'Users') {
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Coach Dashboard' }).waitFor();
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await page.getByRole('heading', { name: tab, exact: true, level: 2 }).waitFor();
  }

  /** Closes the toasts so a screenshot shows what is under them. */
  async function dismissToasts(page: Page) {
    for (const close of await page.locator('.mantine-Notification-root button').all()) {
      await close.click().catch(() => undefined);
    }
  }

  const squadRow = (page: Page, name: string) => page.getByTestId('squad-row').filter({ hasText: name });
  const userRow = (page: Page, email: string) => page.getByTestId('user-role-row').filter({ hasText: email });

  async function openSquad(page: Page, name: string) {
    await squadRow(page, name)
      .getByRole('button', { name: `Open ${name}` })
      .click();
    const drawer = page.getByRole('dialog', { name });
    await drawer.getByRole('heading', { name: `Players of ${name}` }).waitFor();
    return drawer;
  }

  async function createSquad(page: Page, name: string, viewport: Viewport) {
    await page.getByRole('button', { name: 'Create squad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create squad' });
    await dialog.getByRole('button', { name: 'Create squad' }).click();
    await dialog.getByText('Name is required').waitFor();
    await checkState(page, 'create squad dialog, name missing', viewport);
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Season').fill('2026/27');
    await dialog.getByLabel('Age group').fill('U15');
    await dialog.getByRole('button', { name: 'Create squad' }).click();
    await expectToast(page, 'Squad created', `${name} is ready.`);
    await squadRow(page, name).waitFor();
  }

  it('an admin creates a squad, invites a coach who joins it, a player signs up through its link, and the coach is deactivated', async () => {
    const { page } = session.tab;
    const suffix = Date.now().toString(36).slice(-4);
    const squadName = `U15 Blue ${suffix}`;
    const admin = staff('Ada', 'Admin', 'admin');
    const coach = staff('Carla', 'Coach', 'coach');
    await session.portal.createUser(admin);
    await signIn(page, admin.email, admin.password);

    // Squads tab: the club's squads; create one (the name's message under the field first).
    await openAdminTab(page, 'Squads');
    await page.getByTestId('squad-row').first().waitFor();
    await checkState(page, 'squads tab', DESKTOP);
    await createSquad(page, squadName, DESKTOP);
    expect(await squadRow(page, squadName).innerText()).toContain('2026/27 · U15 · 0 players');
    expect(await squadRow(page, squadName).innerText()).toContain('Coaches: No coaches yet');
    await dismissToasts(page);
    await saveScreenshot(page, 'club-admin-squads-desktop');
    await checkState(page, 'squads tab with the new squad', DESKTOP);

    // Users tab: invite the coach by e-mail; an address with an account is refused under the field.
    await openAdminTab(page, 'Users');
    await userRow(page, admin.email).waitFor();
    expect(await userRow(page, admin.email).getByTestId('self-deactivate-reason').innerText()).toBe(
      'You cannot deactivate your own account',
    );
    expect(
      await userRow(page, admin.email)
        .getByRole('button', { name: /Deactivate/ })
        .count(),
    ).toBe(0);
    await checkState(page, 'users tab', DESKTOP);

    await page.getByRole('button', { name: 'Invite coach or admin' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a coach or admin' });
    await invite.getByLabel('Email').fill(admin.email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.getByText('An account with this email already exists').waitFor();
    await saveScreenshot(page, 'club-admin-invite-dialog-desktop', { fullPage: false });
    await checkState(page, 'invite dialog, e-mail taken', DESKTOP);
    await invite.getByLabel('Email').fill(coach.email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(page, 'Invitation sent', `${coach.email} will get a link to join as a coach.`);

    // The coach opens the mailed link in their own browser, makes the account and is signed in.
    const link = await invitationLinkMailedTo(coach.email);
    const coachPage = await newTab(DESKTOP);
    await coachPage.goto(link);
    await coachPage.getByRole('heading', { name: 'Join your club' }).waitFor();
    expect(new URL(coachPage.url()).hash).toBe('');
    await saveScreenshot(coachPage, 'club-admin-accept-invitation-desktop');
    await checkState(coachPage, 'accept invitation page', DESKTOP);
    await coachPage.getByLabel('First name').fill(coach.firstName);
    await coachPage.getByLabel('Last name').fill(coach.lastName);
    await coachPage.getByLabel(/^Password/).fill(coach.password);
    await coachPage.getByLabel(/^Confirm password/).fill('something-else-1');
    await coachPage.getByRole('button', { name: 'Create my account' }).click();
    await coachPage.getByText('Passwords do not match').first().waitFor();
    await coachPage.getByLabel(/^Confirm password/).fill(coach.password);
    await coachPage.getByRole('button', { name: 'Create my account' }).click();
    await coachPage.waitForURL('**/dashboard');
    // The link worked once: opened again it says so.
    const reusePage = await newTab(DESKTOP);
    await reusePage.goto(link);
    await reusePage.getByLabel('First name').fill('Someone');
    await reusePage.getByLabel('Last name').fill('Else');
    await reusePage.getByLabel(/^Password/).fill(coach.password);
    await reusePage.getByLabel(/^Confirm password/).fill(coach.password);
    await reusePage.getByRole('button', { name: 'Create my account' }).click();
    await reusePage.getByRole('heading', { name: 'This invitation no longer works' }).waitFor();
    await checkState(reusePage, 'accept invitation, used link', DESKTOP);

    // The admin adds the coach to the squad as head coach.
    await openAdminTab(page, 'Squads');
    const drawer = await openSquad(page, squadName);
    await drawer.getByText(`No players in ${squadName} yet`).waitFor();
    await checkState(page, 'squad detail, empty', DESKTOP);
    await drawer.getByLabel('Add a coach').click();
    await page
      .getByRole('option', { name: new RegExp(`Carla Coach \\(${coach.email.replace('.', '\\.')}\\)`) })
      .click();
    await drawer.getByRole('button', { name: 'Add coach' }).click();
    await expectToast(page, 'Coach added', `They see the players of ${squadName} from their next page.`);
    const coachItem = drawer.getByTestId('squad-coach').filter({ hasText: 'Carla Coach' });
    await coachItem.waitFor();
    expect((await coachItem.innerText()).toLowerCase()).toContain('head coach');

    // Invite link: URL with a copy button and a QR code image.
    await drawer.getByRole('button', { name: 'Create invite link' }).click();
    await expectToast(page, 'Invite link created', `Players who sign up through it join ${squadName}.`);
    const inviteUrl = await drawer.getByRole('textbox', { name: `Invite link for ${squadName}` }).inputValue();
    expect(inviteUrl).toMatch(/\/signup\?invite=[A-Za-z0-9-]+$/);
    await drawer.getByRole('img', { name: `QR code of the invite link for ${squadName}` }).waitFor();
    await drawer.getByRole('button', { name: 'Copy' }).waitFor();
    await drawer.getByText('Creating a new link stops the old one.').waitFor();
    await dismissToasts(page);
    await drawer.getByRole('img', { name: `QR code of the invite link for ${squadName}` }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'club-admin-squad-detail-desktop', { fullPage: false });
    await checkState(page, 'squad detail with coach and invite link', DESKTOP);

    // A new player signs up through the link and lands in that squad.
    const player = newPlayer('Pia', `Link${suffix}`);
    const playerPage = await newTab(DESKTOP);
    await playerPage.goto(new URL(inviteUrl).pathname + new URL(inviteUrl).search);
    await playerPage.getByTestId('invite-note').waitFor();
    expect(await playerPage.getByTestId('invite-note').innerText()).toContain(
      "You're signing up with your club's invite link",
    );
    await checkState(playerPage, 'signup with invite link', DESKTOP);
    await fillSignup(playerPage, player);
    await playerPage.getByRole('button', { name: 'Create Account' }).click();
    // An adult decides their own consents: the welcome step asks them first.
    await playerPage.waitForURL('**/welcome');

    await page.reload();
    await openAdminTab(page, 'Squads');
    expect(await squadRow(page, squadName).innerText()).toContain('1 player');
    expect(await squadRow(page, squadName).innerText()).toContain('Coaches: Carla Coach (head)');
    const reopened = await openSquad(page, squadName);
    const playerItem = reopened.getByTestId('squad-player').filter({ hasText: `Pia Link${suffix}` });
    await playerItem.waitFor();
    await checkState(page, 'squad detail with a player', DESKTOP);
    await page.keyboard.press('Escape');

    // Users tab: squads per user; deactivate the coach, whose open tab is signed out on its next request.
    await openAdminTab(page, 'Users');
    await page.getByLabel('Search users').fill('carla');
    const coachRow = userRow(page, coach.email);
    await coachRow.waitFor();
    expect(await coachRow.getByTestId('user-squads').innerText()).toBe(`Squads: ${squadName}`);
    await coachRow.getByRole('button', { name: 'Deactivate Carla Coach' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate Carla Coach?' });
    await confirm.getByText('Carla Coach will be signed out at once and cannot sign in until reactivated.').waitFor();
    await saveScreenshot(page, 'club-admin-deactivate-confirm-desktop', { fullPage: false });
    await checkState(page, 'deactivate confirmation', DESKTOP);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expectToast(page, 'Account deactivated', 'Carla Coach has been signed out.');
    await coachRow.getByText('Deactivated', { exact: true }).waitFor();
    await dismissToasts(page);
    await saveScreenshot(page, 'club-admin-users-desktop');
    await checkState(page, 'users tab with a deactivated coach', DESKTOP);

    await coachPage.reload();
    await coachPage.waitForURL('**/login**');
    await fillLogin(coachPage, coach.email, coach.password);
    await expectToast(coachPage, 'Login failed', 'This account has been deactivated.');

    // Reactivated, the coach can sign in again.
    await coachRow.getByRole('button', { name: 'Reactivate Carla Coach' }).click();
    const reactivate = page.getByRole('dialog', { name: 'Reactivate Carla Coach?' });
    await reactivate.getByRole('button', { name: 'Reactivate' }).click();
    await expectToast(page, 'Account reactivated', 'Carla Coach can sign in again.');
    // The list is fetched again after the toast: wait for the badge to go rather than reading it at once.
    await coachRow.getByText('Deactivated', { exact: true }).waitFor({ state: 'detached' });
    await signIn(coachPage, coach.email, coach.password);
  });

  it('at 375 px: squads, squad detail, users, invite dialog, archive and restore, a signed-in player joining, and error states', async () => {
    const page = (await session.reopen(PHONE)).page;
    const suffix = Date.now().toString(36).slice(-4);
    const squadName = `U12 Red ${suffix}`;
    const admin = staff('Pat', 'Phone', 'admin');
    await session.portal.createUser(admin);
    await signIn(page, admin.email, admin.password);

    // The squads list fails to load: the tab says so and offers to try again.
    await page.route('**/api/squads**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error"}' }),
    );
    await openAdminTab(page, 'Squads');
    await page.getByText('Could not load squads').waitFor();
    await checkState(page, 'squads tab, load error', PHONE);
    await page.unroute('**/api/squads**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('squad-row').first().waitFor();

    await createSquad(page, squadName, PHONE);
    await dismissToasts(page);
    await saveScreenshot(page, 'club-admin-squads-phone');
    await checkState(page, 'squads tab', PHONE);

    const drawer = await openSquad(page, squadName);
    await drawer.getByRole('button', { name: 'Create invite link' }).click();
    await expectToast(page, 'Invite link created', `Players who sign up through it join ${squadName}.`);
    const inviteUrl = await drawer.getByRole('textbox', { name: `Invite link for ${squadName}` }).inputValue();
    await dismissToasts(page);
    await drawer.getByRole('img', { name: `QR code of the invite link for ${squadName}` }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'club-admin-squad-detail-phone', { fullPage: false });
    await checkState(page, 'squad detail', PHONE);
    await page.keyboard.press('Escape');

    // A player already signed in opens the link: the join page adds them to the squad.
    const player = newPlayer('Jo', `Join${suffix}`);
    const playerPage = await newTab(PHONE);
    await signUp(playerPage, player);
    await playerPage.goto(new URL(inviteUrl).pathname + new URL(inviteUrl).search);
    await playerPage.waitForURL('**/join?invite=**');
    await playerPage.getByRole('heading', { name: 'Join a squad' }).waitFor();
    await checkState(playerPage, 'join page', PHONE);
    await playerPage.getByRole('button', { name: 'Join the squad' }).click();
    await playerPage.getByRole('heading', { name: `You joined ${squadName}` }).waitFor();
    await checkState(playerPage, 'join page, joined', PHONE);
    await playerPage.goto('/join?invite=not-a-real-code');
    await playerPage.getByRole('button', { name: 'Join the squad' }).click();
    await playerPage.getByText('Invite link not accepted').waitFor();
    await checkState(playerPage, 'join page, refused code', PHONE);

    // A sign-up with a refused code shows the server's message.
    const stranger = newPlayer('Sam', `Bad${suffix}`);
    const strangerPage = await newTab(PHONE);
    await strangerPage.goto('/signup?invite=not-a-real-code');
    await strangerPage.getByTestId('invite-note').waitFor();
    await fillSignup(strangerPage, stranger);
    await strangerPage.getByRole('button', { name: 'Create Account' }).click();
    await strangerPage.getByText('Invite link not accepted').waitFor();
    await checkState(strangerPage, 'signup, refused invite code', PHONE);

    // Archive (the confirmation names the squad), then restore from "Show archived".
    await page.reload();
    await openAdminTab(page, 'Squads');
    await squadRow(page, squadName)
      .getByRole('button', { name: `Archive ${squadName}` })
      .click();
    const archive = page.getByRole('dialog', { name: `Archive ${squadName}?` });
    await archive.getByText(`${squadName} will be archived`).waitFor();
    await checkState(page, 'archive confirmation', PHONE);
    await archive.getByRole('button', { name: 'Archive squad' }).click();
    await expectToast(page, 'Squad archived', `${squadName} is archived.`);
    // The list is fetched again after the toast, and the closing dialog and the toast cover the page
    // for a moment: wait for the row to go and for both to leave before using the switch.
    await squadRow(page, squadName).waitFor({ state: 'detached' });
    await archive.waitFor({ state: 'hidden' });
    await dismissToasts(page);
    await page.getByRole('switch', { name: 'Show archived' }).check();
    await squadRow(page, squadName).getByText('Archived', { exact: true }).waitFor();
    await checkState(page, 'squads tab, archived shown', PHONE);
    await squadRow(page, squadName)
      .getByRole('button', { name: `Restore ${squadName}` })
      .click();
    await page
      .getByRole('dialog', { name: `Restore ${squadName}?` })
      .getByRole('button', { name: 'Restore squad' })
      .click();
    await expectToast(page, 'Squad restored', `${squadName} is back.`);

    // Users at 375 px: the role change confirmation names the person and what changes.
    await openAdminTab(page, 'Users');
    await page.getByLabel('Search users').fill(`Join${suffix}`);
    const row = userRow(page, player.email);
    await row.waitFor();
    expect(await row.getByTestId('user-squads').innerText()).toContain(squadName);
    await dismissToasts(page);
    await saveScreenshot(page, 'club-admin-users-phone');
    await checkState(page, 'users tab', PHONE);
    await row.getByLabel(`Role of Jo Join${suffix}`).click();
    await page.getByRole('option', { name: 'Coach' }).click();
    const roleDialog = page.getByRole('dialog', { name: `Make Jo Join${suffix} a coach?` });
    await roleDialog
      .getByText(
        `Jo Join${suffix} becomes a coach: they will see the players of the squads you assign them, and lose their player view. They will be signed out.`,
      )
      .waitFor();
    await checkState(page, 'role change confirmation', PHONE);
    await roleDialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Invite coach or admin' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a coach or admin' });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.getByText('Email is required').waitFor();
    await saveScreenshot(page, 'club-admin-invite-dialog-phone', { fullPage: false });
    await checkState(page, 'invite dialog, e-mail missing', PHONE);
    const helper = staff('Hal', 'Helper', 'admin');
    await invite.getByLabel('Email').fill(helper.email);
    await invite.locator('label', { hasText: /^Admin$/ }).click();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(page, 'Invitation sent', `${helper.email} will get a link to join as an admin.`);

    const link = await invitationLinkMailedTo(helper.email);
    const helperPage = await newTab(PHONE);
    await helperPage.goto(link);
    await helperPage.getByRole('heading', { name: 'Join your club' }).waitFor();
    await saveScreenshot(helperPage, 'club-admin-accept-invitation-phone');
    await checkState(helperPage, 'accept invitation page', PHONE);
    const brokenPage = await newTab(PHONE);
    await brokenPage.goto('/accept-invitation#token=broken');
    await brokenPage.getByRole('heading', { name: 'This invitation no longer works' }).waitFor();
    await checkState(brokenPage, 'accept invitation, broken link', PHONE);
  });

  /**
   * Apart from the journeys, which are near their time limit: making the accounts spawns the CLI, a few
   * seconds each on a slow machine.
   */
  it('pages the users tab: with more accounts than a page holds, the arrow buttons have names (1280 px)', async () => {
    const { page } = session.tab;
    const admin = staff('Paula', 'Pages', 'admin');
    await session.portal.createUser(admin);
    await signIn(page, admin.email, admin.password);
    await openAdminTab(page, 'Users');
    // A full run may already have them; alone, the test makes the accounts that are missing.
    const showing = await page.getByText(/^Showing \d+–\d+ of \d+$/).innerText();
    const missing = Math.max(0, USERS_PAGE_SIZE + 1 - Number(/of (\d+)$/.exec(showing)?.[1]));
    await Promise.all(
      Array.from({ length: missing }, (_, index) =>
        session.portal.createUser(staff('Extra', `Coach${index}`, 'coach')),
      ),
    );
    await openAdminTab(page, 'Users');
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(/^Showing 11–\d+ of \d+$/).waitFor();
    await page.getByRole('button', { name: 'Previous page' }).waitFor();
    await checkState(page, 'users tab, second page', DESKTOP);
  }, 180_000);

  it('an admin sets the club consent age on Admin → Club, and "all" names the club (1280 and 375 px)', async () => {
    const { page } = session.tab;
    const admin = staff('Cleo', 'Club', 'admin');
    await session.portal.createUser(admin);
    await signIn(page, admin.email, admin.password);
    const club = (await (await page.request.get('/api/club')).json()) as { name: string; consentAge: number };

    await page.route('**/api/club', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error"}' }),
    );
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Club', exact: true }).click();
    await page.getByText("Could not load your club's settings").waitFor();
    await checkState(page, 'club tab, load error', DESKTOP);
    await page.unroute('**/api/club');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: club.name, level: 2 }).waitFor();
    await checkState(page, 'club tab', DESKTOP);
    await saveScreenshot(page, 'club-admin-club-settings-desktop', { fullPage: false });

    const other = club.consentAge === 16 ? '15' : '16';
    await page.getByRole('combobox', { name: 'Consent age' }).click();
    await page.getByRole('option', { name: `${other} years` }).click();
    await page.getByRole('button', { name: 'Save consent age' }).click();
    await expectToast(
      page,
      'Consent age saved',
      `Players under ${other} now need a parent or guardian to decide their consents.`,
    );
    expect(((await (await page.request.get('/api/club')).json()) as { consentAge: number }).consentAge).toBe(
      Number(other),
    );
    const restored = await page.request.patch('/api/club', { data: { consentAge: club.consentAge } });
    expect(restored.status()).toBe(200);

    await page.getByRole('tab', { name: 'Player Management' }).click();
    await page
      .getByTestId('players-scope')
      .filter({ hasText: `Showing: All players of ${club.name}` })
      .waitFor();

    const phone = (await session.reopen(PHONE)).page;
    await signIn(phone, admin.email, admin.password);
    await phone.goto('/admin');
    await phone.getByRole('tab', { name: 'Club', exact: true }).click();
    await phone.getByRole('heading', { name: club.name, level: 2 }).waitFor();
    await checkState(phone, 'club tab', PHONE);
    await saveScreenshot(phone, 'club-admin-club-settings-phone', { fullPage: false });
  });
});
