import { BrowserLikeClient } from '@portal/server-kit/testing';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESKTOP, PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { expectToast, newPlayer, signUp } from './support/journeys';
import { browserSession } from './support/session';

/**
 * Issue 38, items 3, 5 and 6, from the player's screens: a failed load that is not an ended session
 * is retried in place (never a redirect to /login), the wellness check-in asks soreness and mood, and
 * /assignments shows each assignment's spec §4 display status. Each at 1280 and 375 px.
 */
describe('player screens: retry in place, wellness soreness and mood, display status', () => {
  const session = browserSession(DESKTOP);

  /** The browser's calendar day, `days` later: the day the screens count from. */
  async function browserDay(page: Page, days = 0): Promise<string> {
    const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA').format(new Date()));
    const [year, month, day] = today.split('-').map(Number);
    return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
  }

  /** Every page the tab navigated to (full loads and the app's own navigations). */
  function navigations(page: Page): string[] {
    const urls: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) urls.push(new URL(frame.url()).pathname);
    });
    return urls;
  }

  async function expectNoSidewaysScroll(page: Page) {
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewportWidth);
  }

  it('a 503 on the dashboard and a lost connection on /assignments are retried in place, never sent to /login', async () => {
    const { page, requests } = session.tab;
    await signUp(page, newPlayer('Rita', 'Retry'));
    let failure: 'unavailable' | 'offline' | null = 'unavailable';
    await page.route(
      (url) => url.pathname === '/api/assignments',
      async (route) => {
        if (failure === 'unavailable') {
          await route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 503, message: 'Service Unavailable' }),
          });
        } else if (failure === 'offline') await route.abort('internetdisconnected');
        else await route.continue();
      },
    );
    const visited = navigations(page);
    const before = requests.length;
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Rita!' }).waitFor();
    const problem = page.getByRole('status').filter({ hasText: 'Could not load your assignments' });
    await problem.getByText('The portal is busy or restarting. Please try again in a moment.').waitFor();
    expect(await page.getByText('Session Issue Detected').count()).toBe(0);
    expect(await page.getByText('Session expired').count()).toBe(0);
    await expectNoSeriousAxeViolations(page, 'dashboard, assignments answer 503');
    await saveScreenshot(page, 'dashboard-assignments-503');
    await page.setViewportSize(PHONE);
    await problem.waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, 'dashboard, assignments answer 503 (375 px)');
    await saveScreenshot(page, 'dashboard-assignments-503-phone');
    // Still here, and asked once: an expired-session reading went to /login (and back) every second.
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(visited).not.toContain('/login');
    const askedWhileFailing = requests
      .slice(before)
      .filter((url) => new URL(url).pathname === '/api/assignments').length;
    expect(askedWhileFailing).toBe(1);

    // The server is back: "Try again" loads the assignments where the problem was.
    failure = null;
    await problem.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('No assignments yet. Check back soon!').waitFor();
    expect(await problem.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(visited).not.toContain('/login');

    // Another screen, the same reading: a lost connection on /assignments is retried in place too.
    failure = 'offline';
    await page.goto('/assignments');
    const lost = page.getByRole('status').filter({ hasText: 'Could not load your assignments' });
    await lost.getByText('The portal could not be reached. Check your connection, then try again.').waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, 'assignments, connection lost (375 px)');
    await saveScreenshot(page, 'assignments-connection-lost-phone');
    await page.setViewportSize(DESKTOP);
    await expectNoSeriousAxeViolations(page, 'assignments, connection lost');
    await saveScreenshot(page, 'assignments-connection-lost');
    failure = null;
    await lost.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Check back soon for new training assignments from your coach.').waitFor();
    expect(visited).not.toContain('/login');
  });

  it('the wellness check-in asks soreness and mood, optional, and the list and the week view show them', async () => {
    const { page } = session.tab;
    await signUp(page, newPlayer('Sol', 'Soreness'));
    await page.goto('/progress');
    await page.getByRole('heading', { name: 'Progress Tracking', level: 1 }).waitFor();
    const today = await browserDay(page);

    await page.getByRole('button', { name: 'Wellness Check-In' }).click();
    const form = page.getByRole('dialog', { name: 'Wellness Check-In' });
    await form.getByText('Soreness (optional)').waitFor();
    await form.getByText('Mood (optional)').waitFor();
    expect(await form.getByText('1 Poor').count()).toBe(6);
    await form.locator('[aria-label="Soreness"]').getByText('2', { exact: true }).click();
    await form.locator('[aria-label="Mood"]').getByText('4', { exact: true }).click();
    await form.getByText('Soreness (2/5)').waitFor();
    await form.getByText('Mood (4/5)').waitFor();
    await expectNoSeriousAxeViolations(page, 'wellness check-in, soreness and mood rated');
    await saveScreenshot(page, 'wellness-check-in-soreness-mood');
    await form.getByRole('button', { name: 'Save Check-In' }).click();
    await expectToast(page, 'Wellness check-in logged successfully', '');
    await form.waitFor({ state: 'hidden' });

    const todayCell = page.locator(`[data-day="${today}"]`);
    await todayCell.getByTestId('week-optional-ratings').getByText('Soreness 2 · Mood 4').waitFor();
    await page.getByRole('tab', { name: 'Wellness' }).click();
    await page
      .getByTestId('wellness-ratings')
      .getByText('Energy 3 · Fatigue 3 · Sleep 3 · Motivation 3 · Soreness 2 · Mood 4')
      .waitFor();
    await expectNoSeriousAxeViolations(page, 'progress, wellness list with soreness and mood');
    await saveScreenshot(page, 'progress-wellness-soreness-mood');

    // At 375 px: the dialog, with one rating taken back to "Not rated", then the week view.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Wellness Check-In' }).click();
    await form.waitFor();
    await form.locator('[aria-label="Mood"]').getByText('5', { exact: true }).click();
    await form.locator('[aria-label="Soreness"]').getByText('1', { exact: true }).click();
    await form.locator('[aria-label="Soreness"]').getByText('Not rated', { exact: true }).click();
    await form.getByText('Soreness (optional)').waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, 'wellness check-in, soreness and mood (375 px)');
    await saveScreenshot(page, 'wellness-check-in-soreness-mood-phone', { fullPage: false });
    await form.getByRole('button', { name: 'Save Check-In' }).click();
    await expectToast(page, 'Wellness check-in logged successfully', '');
    await form.waitFor({ state: 'hidden' });
    await page
      .getByTestId('wellness-ratings')
      .getByText('Energy 3 · Fatigue 3 · Sleep 3 · Motivation 3 · Mood 5')
      .waitFor();
    await page.getByRole('tab', { name: 'Week View' }).click();
    await todayCell.getByTestId('week-optional-ratings').getByText('Mood 5', { exact: true }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, 'progress, week view with mood (375 px)');
    await saveScreenshot(page, 'progress-week-mood-phone');
  });

  it('/assignments shows Completed, Overdue, Due Today, Due Soon and Pending by the due day', async () => {
    const { page } = session.tab;
    const player = newPlayer('Dee', 'Duedates');
    await signUp(page, player);
    const playerId: string = await page.evaluate(async () => (await (await fetch('/api/players/me')).json()).id);

    const coach = {
      email: `due.coach.${Date.now().toString(36)}@club.test`,
      password: 'Kick-Off-2026!',
      firstName: 'Dora',
      lastName: 'Coach',
      role: 'coach' as const,
    };
    await session.portal.createUser(coach);
    const staff = new BrowserLikeClient(session.portal.baseUrl);
    expect((await staff.post('/api/auth/login', { email: coach.email, password: coach.password })).status).toBe(200);
    const roadmap = await staff.post('/api/roadmaps', { playerId, title: 'Due dates plan', description: '' });
    expect(roadmap.status).toBe(201);
    const roadmapId = ((await roadmap.json()) as { id: string }).id;
    const assign = async (title: string, dueDate: string | null) => {
      const created = await staff.post('/api/assignments', {
        roadmapId,
        playerId,
        title,
        category: 'Passing & Receiving',
        instructions: 'Twenty wall passes with each foot, then write how it went.',
        dueDate,
        evidenceRequired: 'note',
      });
      expect(created.status).toBe(201);
      return ((await created.json()) as { id: string }).id;
    };
    const expected: Record<string, string> = {
      'Wall passes (late)': 'Overdue',
      'Wall passes (today)': 'Due Today',
      'Wall passes (in two days)': 'Due Soon',
      'Wall passes (next month)': 'Pending',
      'Wall passes (no date)': 'Pending',
      'Wall passes (sent in)': 'Completed',
    };
    await assign('Wall passes (late)', await browserDay(page, -1));
    await assign('Wall passes (today)', await browserDay(page, 0));
    await assign('Wall passes (in two days)', await browserDay(page, 2));
    await assign('Wall passes (next month)', await browserDay(page, 30));
    await assign('Wall passes (no date)', null);
    const sentIn = await assign('Wall passes (sent in)', await browserDay(page, -3));
    const sent = await page.evaluate(async (id) => {
      const started = await fetch(`/api/assignments/${id}/start`, { method: 'POST' });
      const submitted = await fetch(`/api/assignments/${id}/submissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ note: 'Done, both feet.' }),
      });
      return [started.status, submitted.status];
    }, sentIn);
    expect(sent).toEqual([200, 201]);

    await page.goto('/assignments');
    await page.getByRole('heading', { name: 'Assignments', level: 1 }).waitFor();
    await page.getByTestId('display-status').first().waitFor();
    const shown = async () => {
      const result: Record<string, string> = {};
      for (const card of await page.locator('[data-testid$="-assignment"]').all()) {
        const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
        result[title] = ((await card.getByTestId('display-status').textContent()) ?? '').trim();
      }
      return result;
    };
    expect(await shown()).toEqual(expected);
    await expectNoSeriousAxeViolations(page, 'assignments, display statuses');
    await saveScreenshot(page, 'assignments-display-status');

    await page.setViewportSize(PHONE);
    await page.getByTestId('display-status').first().waitFor();
    expect(await shown()).toEqual(expected);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, 'assignments, display statuses (375 px)');
    await saveScreenshot(page, 'assignments-display-status-phone');
  });
});
