import { mkdirSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESKTOP, PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { expectToast, fillLogin, newPlayer, signUp } from './support/journeys';
import { browserSession } from './support/session';

const SHOTS = '/tmp/shots-calls';

async function shot(page: Page, name: string) {
  await saveScreenshot(page, name);
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(join(process.cwd(), 'test-artifacts', 'screenshots', `${name}.png`), join(SHOTS, `${name}.png`));
}

/** Issue 16: a coach sets availability, a player books from the dashboard, sees the next call, cancels. */
describe('mentorship calls screens', () => {
  const session = browserSession();
  const coach = { email: `calls.coach.${Date.now().toString(36)}@club.test`, password: 'Kick-Off-2026!' };
  let coachCreated = false;
  let coachReady = false;

  async function coachSetsAvailability(page: Page, width: string) {
    if (!coachCreated) {
      coachCreated = true;
      await session.portal.createUser({ ...coach, firstName: 'Cora', lastName: 'Coach', role: 'coach' });
    }
    await page.goto('/login');
    await fillLogin(page, coach.email, coach.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/calls/coach');
    await page.getByRole('heading', { name: 'Availability' }).waitFor();
    if (!coachReady) {
      await page.getByRole('textbox', { name: 'Time zone' }).fill('Europe/London');
      const tomorrow = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'Europe/London' }).format(
        new Date(Date.now() + 86_400_000),
      );
      await page.getByLabel(/^Day/).first().click();
      await page.getByRole('option', { name: tomorrow }).click();
      await page.getByLabel('From').first().fill('08:00');
      await page.getByLabel('To', { exact: true }).first().fill('20:00');
      await page.getByRole('textbox', { name: /^Minimum notice/ }).fill('1');
      await page.getByRole('textbox', { name: /^Meeting link/ }).fill('https://meet.example.com/cora');
      await page.getByRole('button', { name: 'Save availability' }).click();
      await expectToast(page, 'Availability saved', 'Players now see your free times.');
      coachReady = true;
    }
    await page
      .getByText('No calls booked this week.')
      .or(page.getByRole('heading', { name: 'Agenda' }))
      .first()
      .waitFor();
    await expectNoSeriousAxeViolations(page, `coach calls ${width}`);
    await shot(page, `calls-coach-${width}`);
    await page.goto('/api/logout');
  }

  async function playerBooksAndCancels(page: Page, width: string) {
    const player = newPlayer('Bo', `Booker${width}`);
    await signUp(page, player);
    await page.goto('/dashboard');
    await page.getByTestId('stat-Next Call').getByText('None booked').waitFor();
    await page.getByRole('button', { name: 'Schedule Mentorship Call' }).click();
    await page.waitForURL('**/calls/book**');
    await page.getByRole('heading', { name: 'Schedule Mentorship Call' }).waitFor();
    const slot = page.getByRole('button', { name: /^\d\d:\d\d$/ }).first();
    const none = page.getByText('No free slots this week.');
    await slot.or(none).first().waitFor();
    if (await none.isVisible()) await page.getByRole('button', { name: 'Next week' }).click();
    await expectNoSeriousAxeViolations(page, `booking ${width}`);
    await shot(page, `calls-book-${width}`);
    await slot.click();
    const dialog = page.getByRole('dialog', { name: 'Book this call?' });
    await dialog.getByText('(Europe/London)').waitFor();
    await dialog.getByText('your time').waitFor();
    await shot(page, `calls-confirm-${width}`);
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('heading', { name: 'Your call is booked' }).waitFor();
    const invite = page.getByRole('link', { name: 'Add to calendar' });
    const href = await invite.getAttribute('href');
    const ics = await page.request.get(href!);
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain('METHOD:REQUEST');
    await expectNoSeriousAxeViolations(page, `booked ${width}`);
    await shot(page, `calls-booked-${width}`);

    await page.goto('/dashboard');
    await page
      .getByTestId('stat-Next Call')
      .getByText(/^(today|tomorrow|in \d+ days)$/)
      .waitFor();
    await shot(page, `calls-dashboard-${width}`);

    await page.goto('/calls');
    await page.getByRole('heading', { name: 'Upcoming calls' }).waitFor();
    await expectNoSeriousAxeViolations(page, `my calls ${width}`);
    await shot(page, `calls-mine-${width}`);
    await page.getByRole('button', { name: 'Cancel call' }).click();
    await expectToast(page, 'Call cancelled', 'Cora Coach has been told.');
    await page.getByText('No calls booked.').waitFor();
    await page.getByText('Cancelled', { exact: true }).waitFor();
    if (width === 'phone') {
      const { scrollWidth, viewportWidth } = await horizontalOverflow(page);
      expect(scrollWidth).toBeLessThanOrEqual(viewportWidth);
    }
  }

  it('at desktop: coach sets availability; player books from the dashboard, sees the next call, cancels', async () => {
    const { page } = await session.reopen(DESKTOP);
    await coachSetsAvailability(page, 'desktop');
    await playerBooksAndCancels(page, 'desktop');
  });

  it('at 375 px: the same journey fits the phone', async () => {
    const { page } = await session.reopen(PHONE);
    await coachSetsAvailability(page, 'phone');
    await playerBooksAndCancels(page, 'phone');
  });
});
