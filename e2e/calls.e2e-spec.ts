import { BrowserLikeClient, middayZone, wallClock } from '@portal/server-kit/testing';
import type { Locator, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESKTOP, PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { expectToast, fillLogin, newPlayer, signUp } from './support/journeys';
import { browserSession } from './support/session';

/** A screenshot in test-artifacts/screenshots/ (the repository's ignored folder), as every browser test saves them. */
const shot = (page: Page, name: string) => saveScreenshot(page, name);

const MINUTE = 60_000;

async function apiLogin(page: Page, email: string, password: string) {
  await page.goto('/api/logout');
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
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
      // The zone picker starts on the browser's zone, and finds a zone from part of its name.
      const zone = page.getByLabel(/^Time zone/).first();
      const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      expect(await zone.inputValue()).toBe(browserZone);
      await zone.click();
      await zone.fill('London');
      await page.getByRole('option', { name: 'Europe/London', exact: true }).click();
      expect(await zone.inputValue()).toBe('Europe/London');
      // Blocked dates come from a date picker: the 15th of next month.
      await page.getByRole('button', { name: /^Blocked dates/ }).click();
      const picker = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Next month' }) });
      await picker.getByRole('button', { name: 'Next month' }).click();
      await picker.locator('button:not([data-outside])', { hasText: /^15$/ }).click();
      await expectNoSeriousAxeViolations(page, `blocked dates picker ${width}`);
      await shot(page, `calls-blocked-dates-${width}`);
      await page.keyboard.press('Escape');
      const today = new Date();
      const blockedDay = new Intl.DateTimeFormat('en-CA').format(
        new Date(today.getFullYear(), today.getMonth() + 1, 15),
      );
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
      const saved = (await (await page.request.get('/api/calls/availability')).json()) as {
        timeZone: string;
        blockedDates: string[];
      };
      expect(saved).toMatchObject({ timeZone: 'Europe/London', blockedDates: [blockedDay] });
      // The form shows what was saved, the day in words.
      expect(await zone.inputValue()).toBe('Europe/London');
      await page
        .getByRole('button', { name: /^Blocked dates/ })
        .getByText(/^15 \w{3} \d{4}$/)
        .waitFor();
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

  const LONG_TITLE = 'Left-foot wall passes against the garage door, then one hundred juggles without a drop';

  /** The coach gives the signed-in player a roadmap and one assignment with a long title. */
  async function coachAssigns(page: Page, title: string) {
    const { id: playerId } = (await (await page.request.get('/api/players/me')).json()) as { id: string };
    const staff = new BrowserLikeClient(session.portal.baseUrl);
    expect((await staff.post('/api/auth/login', coach)).status).toBe(200);
    const roadmap = await staff.post('/api/roadmaps', { playerId, title: 'Winter plan' });
    expect(roadmap.status).toBe(201);
    const assignment = await staff.post('/api/assignments', {
      roadmapId: ((await roadmap.json()) as { id: string }).id,
      playerId,
      title,
      category: 'Passing & Receiving',
      instructions: 'One hundred left-foot passes against a wall.',
      evidenceRequired: 'note',
    });
    expect(assignment.status).toBe(201);
  }

  /** Nothing of the text is cut: no ellipsis, no overflow, inside the viewport. */
  async function titleIsWhole(text: Locator) {
    await text.waitFor();
    const cut = await text.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return (
        element.scrollWidth > element.clientWidth ||
        getComputedStyle(element).textOverflow === 'ellipsis' ||
        box.right > window.innerWidth
      );
    });
    expect(cut).toBe(false);
  }

  /**
   * The dashboard's This Week: items in date order; the booked call with its time when it falls in
   * this Sunday-to-Saturday week (then no placeholder call); every placeholder marked "Typical".
   */
  async function thisWeekShowsTheCall(page: Page, width: string) {
    const items = page.getByTestId('this-week-item');
    await items.first().waitFor();
    const entries = await items.evaluateAll((nodes) =>
      nodes.map((node) => ({
        day: node.getAttribute('data-day') ?? '',
        placeholder: node.getAttribute('data-placeholder') === 'true',
        text: (node as HTMLElement).innerText,
      })),
    );
    expect(entries.map((entry) => entry.day)).toEqual([...entries.map((entry) => entry.day)].sort());
    for (const entry of entries) expect(/\btypical\b/i.test(entry.text)).toBe(entry.placeholder);
    const [call] = ((await (await page.request.get('/api/calls/mine')).json()) as { upcoming: { startsAt: string }[] })
      .upcoming;
    const inThisWeek = await page.evaluate((startsAt) => {
      const dayOf = (date: Date) => new Intl.DateTimeFormat('en-CA').format(date);
      const today = new Date();
      const sunday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - today.getDay());
      const saturday = new Date(sunday.getFullYear(), sunday.getMonth(), sunday.getDate() + 6);
      const day = dayOf(new Date(startsAt));
      return day >= dayOf(sunday) && day <= dayOf(saturday);
    }, call!.startsAt);
    const realCalls = entries.filter((entry) => !entry.placeholder && /Mentorship Call, \d\d:\d\d/.test(entry.text));
    const placeholderCalls = entries.filter((entry) => entry.placeholder && entry.text.includes('Mentorship Call'));
    expect([realCalls.length, placeholderCalls.length]).toEqual(inThisWeek ? [1, 0] : [0, 1]);
    const placeholders = entries.filter((entry) => entry.placeholder).map((entry) => entry.text);
    for (const title of ['Team Training', 'Match'])
      expect(placeholders.some((text) => text.includes(title))).toBe(true);
    await expectNoSeriousAxeViolations(page, `dashboard this week ${width}`);
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
    // The week switcher's buttons show their whole words at every width ("Next w" was cut at 375 px).
    for (const name of ['Previous week', 'Next week']) {
      const cut = await page.getByRole('button', { name }).evaluate((button) => {
        const label = button.querySelector('.mantine-Button-label') ?? button;
        const box = button.getBoundingClientRect();
        return label.scrollWidth > label.clientWidth || box.right > window.innerWidth || box.left < 0;
      });
      expect(cut).toBe(false);
    }
    await expectNoSeriousAxeViolations(page, `booking ${width}`);
    await shot(page, `calls-book-${width}`);
    await slot.click();
    const dialog = page.getByRole('dialog', { name: 'Book this call?' });
    await dialog.getByText('(Europe/London)').waitFor();
    await dialog.getByText('your time').waitFor();
    await dialog.getByText('You can cancel or move it up to 1 hour before it starts.').waitFor();
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

    await coachAssigns(page, LONG_TITLE);
    await page.goto('/dashboard');
    await titleIsWhole(page.getByTestId('recent-assignment').getByText(LONG_TITLE));
    await titleIsWhole(page.getByTestId('recent-assignment').getByRole('link', { name: 'Work' }));
    await page
      .getByTestId('stat-Next Call')
      .getByText(/^(today|tomorrow|in \d+ days)$/)
      .waitFor();
    await titleIsWhole(page.getByTestId('stat-Next Call'));
    await thisWeekShowsTheCall(page, width);
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
  it('a coach moves a call and adds notes after another; the player reads the notes (desktop and 375 px)', async () => {
    const { page } = await session.reopen(DESKTOP);
    const nia = { email: `calls.nia.${Date.now().toString(36)}@club.test`, password: 'Kick-Off-2026!' };
    await session.portal.createUser({ ...nia, firstName: 'Nia', lastName: 'Notes', role: 'coach' });
    const player = newPlayer('Pia', 'Past');
    await signUp(page, player);

    // Two windows: one 15-minute slot starting in about a minute (the call that will have started when
    // the coach writes notes: the set-up moves it into the past below rather than waiting for it), and
    // a morning two days ahead (the call the coach moves).
    const soon = new Date(Math.ceil((Date.now() + 75_000) / MINUTE) * MINUTE);
    const timeZone = middayZone(soon);
    const now = wallClock(soon, timeZone);
    const later = wallClock(new Date(soon.getTime() + 2 * 86_400_000), timeZone);
    await apiLogin(page, nia.email, nia.password);
    const availability = await page.request.put('/api/calls/availability', {
      data: {
        timeZone,
        weeklyHours: [
          {
            weekday: now.weekday,
            start: now.clock,
            end: wallClock(new Date(soon.getTime() + 15 * MINUTE), timeZone).clock,
          },
          { weekday: later.weekday, start: '08:00', end: '10:00' },
        ],
        callMinutes: 15,
        bufferMinutes: 0,
        minimumNoticeHours: 0,
        blockedDates: [],
        meetingUrl: 'https://meet.example.com/nia',
      },
    });
    expect(availability.status()).toBe(200);
    const { coachUserId } = (await availability.json()) as { coachUserId: string };

    await apiLogin(page, player.email, player.password);
    const slots = (await (await page.request.get(`/api/calls/coaches/${coachUserId}/slots`)).json()) as {
      slots: { startsAt: string }[];
    };
    const ahead = slots.slots.find((slot) => Date.parse(slot.startsAt) > soon.getTime() + 86_400_000)!;
    const callIds: string[] = [];
    for (const startsAt of [soon.toISOString(), ahead.startsAt]) {
      const booked = await page.request.post('/api/calls', { data: { coachUserId, startsAt, timeZone } });
      expect({ startsAt, status: booked.status(), body: booked.ok() ? null : await booked.text() }).toEqual({
        startsAt,
        status: 201,
        body: null,
      });
      callIds.push(((await booked.json()) as { id: string }).id);
    }

    await apiLogin(page, nia.email, nia.password);
    await page.goto('/calls/coach');
    await page.getByLabel('Agenda range').first().click();
    await page.getByRole('option', { name: 'Next 4 weeks' }).click();
    const agenda = page.locator('[role="group"][aria-label^="Call with Pia Past"]');
    await agenda.nth(1).waitFor();
    await agenda.nth(1).getByRole('button', { name: 'Reschedule' }).click();
    const move = page.getByRole('dialog', { name: 'Move the call with Pia Past' });
    await move
      .getByRole('button', { name: /^\d\d:\d\d$/ })
      .first()
      .click();
    await move.getByText(/^Move the call to /).waitFor();
    await expectNoSeriousAxeViolations(page, 'coach reschedule desktop');
    await shot(page, 'calls-coach-move-desktop');
    await move.getByRole('button', { name: 'Move call' }).click();
    await expectToast(page, 'Call moved', 'Pia Past has been told.');

    // Notes open once the call has started. Instead of waiting for the clock, the booked call is moved
    // in the database to have started a minute ago (never before today's midnight, so the agenda's
    // "Next 4 weeks" still lists it); it stays a 15-minute call, so it is in progress for the player.
    const startedAt = new Date(Math.max(Date.now() - MINUTE, new Date().setHours(0, 0, 0, 0)));
    const moved = await session.portal.sql(
      `UPDATE "roadmap"."calls" SET "starts_at" = $2, "ends_at" = $2::timestamptz + interval '15 minutes'
        WHERE "id" = $1 AND "status" = 'booked'`,
      [callIds[0], startedAt.toISOString()],
    );
    expect(moved).toBe(1);
    await page.reload();
    await page.getByLabel('Agenda range').first().click();
    await page.getByRole('option', { name: 'Next 4 weeks' }).click();
    await agenda.first().getByRole('button', { name: 'Add notes' }).click();
    const notes = page.getByRole('dialog', { name: 'Add notes' });
    await notes.getByRole('button', { name: 'Save notes' }).click();
    await notes.getByText('Notes are required').waitFor();
    await notes
      .getByRole('textbox', { name: /^Notes after the call/ })
      .fill('Great first touch. Scan before you receive.');
    await expectNoSeriousAxeViolations(page, 'coach notes desktop');
    await shot(page, 'calls-coach-notes-desktop');
    await notes.getByRole('button', { name: 'Save notes' }).click();
    await expectToast(page, 'Notes saved', 'Pia Past can read them with the call.');
    await agenda.first().getByRole('button', { name: 'Edit notes' }).waitFor();
    await agenda.first().getByText('Notes: Great first touch. Scan before you receive.').waitFor();
    await shot(page, 'calls-coach-agenda-desktop');

    await apiLogin(page, player.email, player.password);
    await page.goto('/calls');
    await page.getByText("Coach's notes: Great first touch. Scan before you receive.").waitFor();
    await page.getByText('In progress', { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page, 'player notes desktop');
    await shot(page, 'calls-player-notes-desktop');

    const phone = (await session.reopen(PHONE)).page;
    await apiLogin(phone, nia.email, nia.password);
    await phone.goto('/calls/coach');
    await phone.getByLabel('Agenda range').first().click();
    await phone.getByRole('option', { name: 'Next 4 weeks' }).click();
    await phone.getByRole('button', { name: 'Edit notes' }).click();
    await phone.getByRole('dialog', { name: 'Edit notes' }).waitFor();
    await expectNoSeriousAxeViolations(phone, 'coach notes phone');
    await shot(phone, 'calls-coach-notes-phone');
    await phone.keyboard.press('Escape');
    await shot(phone, 'calls-coach-agenda-phone');
    const { scrollWidth, viewportWidth } = await horizontalOverflow(phone);
    expect(scrollWidth).toBeLessThanOrEqual(viewportWidth);
    await apiLogin(phone, player.email, player.password);
    await phone.goto('/calls');
    await phone.getByText("Coach's notes: Great first touch. Scan before you receive.").waitFor();
    await shot(phone, 'calls-player-notes-phone');
  }, 300_000);
});
