import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { expectToast, fillLogin, newPlayer, signUp } from './support/journeys';
import { browserSession } from './support/session';

/**
 * Issue 24 "Assign to a squad": a coach saves an assignment as a club template, then assigns it from
 * the template to a whole squad; each of the squad's two players sees their own copy. Set-up (the
 * squad, its players and coach, the roadmaps) goes through the API as an admin.
 */
describe('assign to a squad from a template', () => {
  const session = browserSession();
  const suffix = Date.now().toString(36);
  const squadName = `U15 Blue ${suffix}`;
  const title = `Weak-foot wall passes ${suffix}`;
  const admin = { email: `squads.admin.${suffix}@club.test`, password: 'Kick-Off-2026!' };
  const coach = { email: `squads.coach.${suffix}@club.test`, password: 'Kick-Off-2026!' };
  const players = [newPlayer('Nia', 'Squad'), newPlayer('Omar', 'Squad')];
  let ready = false;

  async function signIn(page: Page, account: { email: string; password: string }, landing = '**/dashboard') {
    await page.goto('/api/logout');
    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await page.waitForURL(landing);
  }

  async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
    const response = await page.request.fetch(path, { method, data });
    if (response.status() >= 300) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** Two players and a coach in a new squad of the club, each player with a current roadmap. */
  async function setUp(page: Page) {
    if (ready) return;
    const playerIds: string[] = [];
    for (const player of players) {
      await page.goto('/api/logout');
      await signUp(page, player);
      playerIds.push((await api<{ id: string }>(page, 'GET', '/api/players/me')).id);
    }
    await session.portal.createUser({ ...admin, firstName: 'Ada', lastName: 'Admin', role: 'admin' });
    await session.portal.createUser({ ...coach, firstName: 'Cleo', lastName: 'Coach', role: 'coach' });
    await signIn(page, coach);
    const coachId = (await api<{ id: string }>(page, 'GET', '/api/auth/user')).id;
    await signIn(page, admin);
    const squad = await api<{ id: string }>(page, 'POST', '/api/squads', { name: squadName });
    for (const playerId of playerIds) {
      await api(page, 'POST', `/api/squads/${squad.id}/players`, { playerId });
      await api(page, 'POST', '/api/roadmaps', { playerId, title: 'Spring block', description: null });
    }
    await api(page, 'POST', `/api/squads/${squad.id}/coaches`, { userId: coachId, role: 'head' });
    ready = true;
  }

  async function openAddAssignment(page: Page) {
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Roadmap Management' }).click();
    await page.getByRole('heading', { name: 'Roadmap Management' }).waitFor();
    await page.getByRole('button', { name: 'Add Assignment' }).click();
    return page.getByRole('dialog', { name: 'Add Assignment' });
  }

  async function pick(page: Page, label: RegExp, option: string | RegExp) {
    await page.getByRole('dialog', { name: 'Add Assignment' }).getByLabel(label).first().click();
    await page.getByRole('option', { name: option }).click();
  }

  it('a coach saves a template, assigns it to a whole squad, and each player sees their own copy (1280 px)', async () => {
    const { page } = session.tab;
    await setUp(page);
    await signIn(page, coach);
    const dialog = await openAddAssignment(page);
    await dialog
      .getByLabel(/^Start from a template/)
      .first()
      .waitFor();
    await expectNoSeriousAxeViolations(page, 'add assignment, no templates yet');

    // Save the fields as a template, then close without assigning.
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
    await pick(page, /^Category/, 'Passing & Receiving');
    await dialog.getByRole('textbox', { name: /^Instructions/ }).fill('One hundred left-foot passes against a wall.');
    await dialog.getByRole('textbox', { name: /^Effort/ }).fill('20');
    await dialog.getByRole('button', { name: 'Save as template' }).click();
    await expectToast(page, 'Template saved', `“${title}” is now one of your club's templates.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A fresh form: the squad target without a squad is refused, naming the field, sending nothing.
    await page.getByRole('button', { name: 'Add Assignment' }).click();
    await dialog.getByText('A whole squad', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Assign to squad' }).click();
    await dialog.getByText('Squad is required').first().waitFor();
    await expectNoSeriousAxeViolations(page, 'add assignment, squad target with errors');

    // The template fills the fields the coach cleared.
    await dialog.getByRole('textbox', { name: /^Title/ }).fill('');
    await dialog.getByRole('textbox', { name: /^Instructions/ }).fill('');
    await pick(page, /^Start from a template/, new RegExp(`^${title}`));
    expect(await dialog.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe(title);
    expect(await dialog.getByRole('textbox', { name: /^Instructions/ }).inputValue()).toBe(
      'One hundred left-foot passes against a wall.',
    );
    await pick(page, /^Squad/, `${squadName} (2 players)`);
    expect(await dialog.getByText('Squad is required').count()).toBe(0);
    await expectNoSeriousAxeViolations(page, 'add assignment, from a template to a squad');
    await saveScreenshot(page, 'squad-assignment-dialog');
    await dialog.getByRole('button', { name: 'Assign to squad' }).click();
    await expectToast(page, `Assigned to 2 players of ${squadName}`, '');
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByTestId('roadmap-player-row')
      .filter({ hasText: 'Nia Squad' })
      .getByText('0 of 1 completed', { exact: false })
      .first()
      .waitFor();
    await expectNoSeriousAxeViolations(page, 'roadmap management after assigning to a squad');

    for (const [index, player] of players.entries()) {
      await signIn(page, player);
      await page.goto('/assignments');
      await page.getByText(title).first().waitFor();
      const mine = await api<{ playerId: string; title: string; status: string }[]>(page, 'GET', '/api/assignments');
      const copies = mine.filter((assignment) => assignment.title === title);
      expect(copies).toHaveLength(1);
      expect(copies[0]!.status).toBe('not_started');
      await expectNoSeriousAxeViolations(page, `assignments of ${player.firstName}`);
      if (index === 0) await saveScreenshot(page, 'squad-assignment-player');
    }
  });

  it('the dialog works at 375 px: squads that fail to load say so; the squad form fits', async () => {
    const { page } = await session.reopen(PHONE);
    await setUp(page);
    await signIn(page, coach);
    await page.route('**/api/squads', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error"}' }),
    );
    const dialog = await openAddAssignment(page);
    await dialog.getByText('A whole squad', { exact: true }).click();
    await dialog.getByText('Your squads could not be loaded. Close the dialog and try again.').waitFor();
    await expectNoSeriousAxeViolations(page, 'add assignment, squads failed to load (375 px)');
    await saveScreenshot(page, 'squad-assignment-error-phone');
    await page.unroute('**/api/squads');

    await page.goto('/api/logout');
    await signIn(page, coach);
    const again = await openAddAssignment(page);
    await again.getByText('A whole squad', { exact: true }).click();
    await pick(page, /^Start from a template/, new RegExp(`^${title}`));
    await pick(page, /^Squad/, `${squadName} (2 players)`);
    await expectNoSeriousAxeViolations(page, 'add assignment, squad form (375 px)');
    const { scrollWidth, viewportWidth } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(viewportWidth);
    await saveScreenshot(page, 'squad-assignment-dialog-phone');

    await signIn(page, players[1]!);
    await page.goto('/assignments');
    await page.getByText(title).first().waitFor();
    await expectNoSeriousAxeViolations(page, 'assignments of Omar (375 px)');
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'squad-assignment-player-phone');
  });
});
