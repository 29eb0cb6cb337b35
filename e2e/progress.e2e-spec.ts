import type { Download, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESKTOP, PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { expectToast, fillLogin, newPlayer, signUp } from './support/journeys';
import { browserSession } from './support/session';

/** Spec §2.10: the progress page, its dialogs, the explained light, exports; staff read-only. */
describe('progress screen', () => {
  const session = browserSession(DESKTOP);
  const card = async (page: Page, label: string) => (await page.getByTestId(`progress-${label}`).textContent())?.trim();
  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
  const localToday = (page: Page) => page.evaluate(() => new Intl.DateTimeFormat('en-CA').format(new Date()));

  async function logSession(page: Page, minutes: string) {
    await page.getByRole('button', { name: 'Log Session' }).first().click();
    const form = dialog(page, 'Log Session');
    await form.waitFor();
    expect(await form.getByLabel('Minutes').inputValue()).toBe('30');
    expect(await form.getByLabel('RPE (1-10)').inputValue()).toBe('5');
    expect(await form.getByLabel('Type', { exact: true }).inputValue()).toBe('Individual');
    await form.getByLabel('Minutes').fill(minutes);
    await expectNoSeriousAxeViolations(page, `log session dialog (${minutes} min)`);
    await form.getByRole('button', { name: 'Log Session' }).click();
    await expectToast(page, 'Training session logged successfully', '');
    await form.waitFor({ state: 'hidden' });
  }

  async function checkIn(page: Page, sleep: string) {
    await page.getByRole('button', { name: 'Wellness Check-In' }).click();
    const form = dialog(page, 'Wellness Check-In');
    await form.waitFor();
    await form.getByText('Energy Level (3/5)').waitFor();
    await form.getByText('Sleep Quality (3/5)').waitFor();
    expect(await form.getByText('1 Poor').count()).toBe(6);
    await form.locator('[aria-label="Sleep Quality"]').getByText(sleep, { exact: true }).click();
    await form.getByText(`Sleep Quality (${sleep}/5)`).waitFor();
    await expectNoSeriousAxeViolations(page, `wellness check-in dialog (sleep ${sleep})`);
    await form.getByRole('button', { name: 'Save Check-In' }).click();
    await expectToast(page, 'Wellness check-in logged successfully', '');
    await form.waitFor({ state: 'hidden' });
  }

  it('a player logs a session and a check-in and sees the cards, the week grid and an alert change; exports a CSV', async () => {
    const { page } = session.tab;
    await signUp(page, newPlayer('Pat', 'Progress'));
    await page.goto('/progress');
    await page.getByRole('heading', { name: 'Progress Tracking', level: 1 }).waitFor();
    await page.getByTestId('progress-Status').waitFor();
    expect(await card(page, 'This Week')).toBe('0.0 h');
    expect(await card(page, 'Status')).toBe('Green');
    expect(await page.getByText('Wellness Alerts').count()).toBe(0);
    await page.getByRole('tab', { name: 'Sessions' }).click();
    await page.getByText('No sessions logged yet. Start by logging your first training session!').waitFor();
    await page.getByRole('tab', { name: 'Wellness' }).click();
    await page.getByText('No wellness check-ins yet. Start tracking your daily wellness!').waitFor();
    await page.getByRole('tab', { name: 'Week View' }).click();
    await expectNoSeriousAxeViolations(page, 'progress, empty');
    await saveScreenshot(page, 'progress-empty');

    await logSession(page, '90');
    await page.getByText('1.5 h').waitFor();
    const today = await localToday(page);
    const todayCell = page.locator(`[data-day="${today}"]`);
    await todayCell.getByText('Individual · 90 min').waitFor();

    await checkIn(page, '1');
    await page.getByText('Wellness Alerts').waitFor();
    expect(await card(page, 'Status')).toBe('Red');
    await page.getByText(`Sleep Quality was rated 1 out of 5 on ${today}.`).waitFor();
    await page.getByText('Recommendations').waitFor();
    expect(await card(page, 'Wellness')).toBe('3.0/5');
    await todayCell.locator('[data-marker="medium"]').waitFor();
    await expectNoSeriousAxeViolations(page, 'progress, with an alert');
    await saveScreenshot(page, 'progress-with-alert');

    // A second check-in the same day replaces the first: the light goes back to green.
    await checkIn(page, '4');
    await page.getByText('Wellness Alerts').waitFor({ state: 'hidden', timeout: 10_000 });
    expect(await card(page, 'Status')).toBe('Green');

    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.locator('.recharts-wrapper').first().waitFor({ timeout: 10_000 });
    await expectNoSeriousAxeViolations(page, 'progress, analytics');
    // The button opens the export in a new tab, which the browser turns into a download.
    const downloaded = new Promise<Download>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no download within 10 s')), 10_000);
      const done = (download: Download) => {
        clearTimeout(timer);
        resolve(download);
      };
      // Chromium reports the download on the opener or on the new tab, depending on timing.
      page.on('download', done);
      page.context().on('page', (popup) => popup.on('download', done));
    });
    await page.getByRole('button', { name: 'Export CSV (Sessions)' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^training-sessions-pat-progress-\d{4}-\d{2}-\d{2}\.csv$/);
    const stream = await download.createReadStream();
    let csv = '';
    for await (const chunk of stream) csv += chunk;
    expect(csv.split('\r\n')[0]).toBe('Date,Day,Type,Category,Minutes,RPE,Load,Wellness (1-5),Notes,Logged At');
    expect(csv).toContain(`${today},`);
    await saveScreenshot(page, 'progress-analytics');
  });

  it('a coach opens a player’s progress read-only, also at phone width', async () => {
    await session.reopen(PHONE);
    const { page } = session.tab;
    const player = newPlayer('Rae', 'Readonly');
    await signUp(page, player);
    await page.goto('/progress');
    await checkIn(page, '2');
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewportWidth);
    await saveScreenshot(page, 'progress-phone');
    const playerId: string = await page.evaluate(async () => (await (await fetch('/api/players/me')).json()).id);

    const coach = {
      email: `coach-${Date.now()}@club.test`,
      password: 'Kick-Off-2026!',
      firstName: 'Cora',
      lastName: 'Coach',
      role: 'coach' as const,
    };
    await session.portal.createUser(coach);
    const coachTab = await session.reopen(PHONE);
    await coachTab.page.goto('/login');
    await fillLogin(coachTab.page, coach.email, coach.password);
    await coachTab.page.waitForURL('**/dashboard');
    await coachTab.page.goto('/progress');
    await coachTab.page.getByText('Player Access Only').waitFor();
    await coachTab.page.goto(`/players/${playerId}`);
    await coachTab.page.getByRole('tab', { name: 'Roadmap' }).click();
    expect(await coachTab.page.getByRole('link', { name: 'View Roadmap' }).getAttribute('href')).toBe(
      `/roadmap?playerId=${playerId}`,
    );
    await coachTab.page.getByRole('link', { name: 'View Progress' }).click();
    await coachTab.page.waitForURL(`**/players/${playerId}/progress`);
    // Staff see whose progress it is.
    await coachTab.page.getByRole('heading', { name: "Rae Readonly's progress", level: 1 }).waitFor();
    await coachTab.page.getByTestId('progress-Status').waitFor();
    expect(await card(coachTab.page, 'Wellness')).toBe('3.0/5');
    expect(await coachTab.page.getByRole('button', { name: 'Log Session' }).count()).toBe(0);
    expect(await coachTab.page.getByRole('button', { name: 'Wellness Check-In' }).count()).toBe(0);
    const coachOverflow = await horizontalOverflow(coachTab.page);
    expect(coachOverflow.scrollWidth).toBeLessThanOrEqual(coachOverflow.viewportWidth);
    await expectNoSeriousAxeViolations(coachTab.page, 'player progress, read-only (375 px)');
    await saveScreenshot(coachTab.page, 'progress-coach-phone');
  });
});
