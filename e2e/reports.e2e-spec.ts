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
});
