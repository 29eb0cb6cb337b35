import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { expectToast, fillLogin, newPlayer, signUp } from './support/journeys';
import { browserSession } from './support/session';

/** Progress reports and the header's bell: a coach generates a report, the player is told and finds it. */
describe('reports and notifications', () => {
  const session = browserSession();
  const coach = { email: `reports.coach.${Date.now().toString(36)}@club.test`, password: 'Kick-Off-2026!' };

  async function logIn(page: Page, account: { email: string; password: string }) {
    await page.goto('/api/logout');
    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await page.waitForURL('**/dashboard');
  }

  it('a coach generates a report now and downloads it; the player sees the dot and the report', async () => {
    const { page } = session.tab;
    const player = newPlayer('Rhea', 'Report');
    await signUp(page, player);
    const { id: playerId } = (await (await page.request.get('/api/players/me')).json()) as { id: string };
    await page.goto('/reports');
    await page.getByText('Your first progress report arrives six weeks after you joined.').waitFor();
    expect(await page.getByRole('button', { name: 'Notifications', exact: true }).count()).toBe(1);

    await session.portal.createUser({ ...coach, firstName: 'Carla', lastName: 'Coach', role: 'coach' });
    await logIn(page, coach);
    await page.goto(`/reports?playerId=${playerId}`);
    await page.getByText('No progress reports for this player yet.').waitFor();
    // The comment on the current period goes into the report generated next.
    await page.getByRole('textbox', { name: 'Comment' }).fill('Rhea led the press all block.');
    await page.getByRole('button', { name: 'Save comment' }).click();
    await expectToast(page, 'Comment saved', 'Comment saved. It will appear in this period’s report.');
    await page.getByRole('button', { name: 'Remove comment' }).waitFor();
    await page.getByRole('switch', { name: /One digest e-mail per report run/ }).click({ force: true });
    await expectToast(page, 'Setting saved', 'You will get one digest per report run.');
    await page.getByRole('button', { name: 'Generate report now' }).click();
    await expectToast(page, 'Report requested', 'Report requested. It will appear here in a moment.');
    const download = page.getByRole('link', { name: /Download PDF/ });
    await download.waitFor({ timeout: 15_000 });
    await saveScreenshot(page, 'reports-coach');
    await expectNoSeriousAxeViolations(page, 'reports, coach with one report');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`progress-report-rhea-report-${new Date().toISOString().slice(0, 10)}.pdf`);

    await logIn(page, player);
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    await bell.click();
    const item = page.getByRole('button', { name: /Unread: New progress report/ });
    await item.waitFor();
    await saveScreenshot(page, 'notifications-open');
    await expectNoSeriousAxeViolations(page, 'notifications list open');
    await item.click();
    await page.waitForURL('**/reports');
    await page.getByRole('link', { name: /Download PDF/ }).waitFor();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    await session.reopen(PHONE);
    const phone = session.tab.page;
    await logIn(phone, player);
    await phone.goto('/reports');
    await phone.getByRole('link', { name: /Download PDF/ }).waitFor();
    const overflow = await horizontalOverflow(phone);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewportWidth);
    await saveScreenshot(phone, 'reports-player-phone');
    await expectNoSeriousAxeViolations(phone, 'reports, player at 375 px');

    await logIn(phone, coach);
    await phone.goto(`/reports?playerId=${playerId}`);
    await phone.getByRole('textbox', { name: 'Comment' }).waitFor();
    expect(await phone.getByRole('textbox', { name: 'Comment' }).inputValue()).toBe('Rhea led the press all block.');
    expect(await phone.getByRole('switch', { name: /One digest e-mail per report run/ }).isChecked()).toBe(true);
    const coachOverflow = await horizontalOverflow(phone);
    expect(coachOverflow.scrollWidth).toBeLessThanOrEqual(coachOverflow.viewportWidth);
    await saveScreenshot(phone, 'reports-coach-phone');
    await expectNoSeriousAxeViolations(phone, 'reports, coach at 375 px');
  });

  it('staff list the reports of every player they reach, narrowed by the squad switcher kept in the URL', async () => {
    const { page } = session.tab;
    const suffix = Date.now().toString(36);
    const admin = { email: `reports.admin.${suffix}@club.test`, password: 'Kick-Off-2026!' };
    const player = newPlayer('Remy', `Squad${suffix}`);
    const name = `${player.firstName} ${player.lastName}`;
    const withPlayer = `Reports U12 ${suffix}`;
    const empty = `Reports U9 ${suffix}`;
    await signUp(page, player);
    const { id: playerId } = (await (await page.request.get('/api/players/me')).json()) as { id: string };
    await session.portal.createUser({ ...admin, firstName: 'Ada', lastName: 'Admin', role: 'admin' });
    await logIn(page, admin);
    const post = async (path: string, data: unknown) => {
      const response = await page.request.post(path, { data });
      if (response.status() >= 300) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
      return (await response.json()) as { id: string };
    };
    const squad = await post('/api/squads', { name: withPlayer });
    await post('/api/squads', { name: empty });
    await post(`/api/squads/${squad.id}/players`, { playerId });
    // A report of this player, made as a coach makes one (the list on the player's page waits for it).
    await page.goto(`/reports?playerId=${playerId}`);
    await page.getByRole('button', { name: 'Generate report now' }).click();
    await page.getByRole('link', { name: /Download PDF/ }).waitFor({ timeout: 15_000 });

    // Every player the admin reaches: the club, this player's report among them (other files' too).
    await page.goto('/reports');
    const scope = page.getByTestId('reports-scope');
    await scope.filter({ hasText: /Showing: All players of / }).waitFor();
    const row = page.getByTestId('staff-report-row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.getByRole('link', { name: new RegExp(`Download PDF .*${name}`) }).count()).toBe(1);
    await expectNoSeriousAxeViolations(page, 'staff reports, all players');

    // One squad: kept in the URL, so a reload shows the same squad.
    await page.getByRole('combobox', { name: 'Squad' }).click();
    await page.getByRole('option', { name: withPlayer }).click();
    await page.waitForURL(`**/reports?squad=${squad.id}`);
    await scope.filter({ hasText: `Showing: ${withPlayer}` }).waitFor();
    await row.waitFor();
    expect(await page.getByTestId('staff-report-row').count()).toBe(1);
    await page.reload();
    await scope.filter({ hasText: `Showing: ${withPlayer}` }).waitFor();
    await row.waitFor();
    await saveScreenshot(page, 'reports-staff-squad');
    await expectNoSeriousAxeViolations(page, 'staff reports, one squad');

    await page.getByRole('combobox', { name: 'Squad' }).click();
    await page.getByRole('option', { name: empty }).click();
    await page.getByText(`No progress reports for ${empty} yet.`).waitFor();
    await expectNoSeriousAxeViolations(page, 'staff reports, a squad without reports');

    // A list that fails to load says so and loads again on "Try again".
    const reportList = (url: URL) => url.pathname === '/api/reports';
    await page.route(reportList, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error"}' }),
    );
    await page.goto(`/reports?squad=${squad.id}`);
    await page.getByText('Could not load the reports').waitFor();
    await expectNoSeriousAxeViolations(page, 'staff reports, failed to load');
    await page.unroute(reportList);
    await page.getByRole('button', { name: 'Try again' }).click();
    await row.waitFor();

    // The player's name opens their reports, where a report is generated and commented.
    await row.getByRole('link', { name, exact: true }).click();
    await page.waitForURL(`**/reports?playerId=${playerId}`);
    await page.getByRole('button', { name: 'Generate report now' }).waitFor();

    const phone = (await session.reopen(PHONE)).page;
    await logIn(phone, admin);
    await phone.goto(`/reports?squad=${squad.id}`);
    await phone.getByTestId('staff-report-row').filter({ hasText: name }).waitFor();
    await phone
      .getByTestId('reports-scope')
      .filter({ hasText: `Showing: ${withPlayer}` })
      .waitFor();
    const overflow = await horizontalOverflow(phone);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewportWidth);
    await saveScreenshot(phone, 'reports-staff-squad-phone');
    await expectNoSeriousAxeViolations(phone, 'staff reports, one squad at 375 px');
  });
});
