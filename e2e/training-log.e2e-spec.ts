import type { Download, Page } from 'playwright-core';
import { waitFor } from '@portal/server-kit/testing';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESKTOP, PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { expectToast, fillLogin, newPlayer, signUp } from './support/journeys';
import { browserSession } from './support/session';

/** Spec §2.9: the Training Log screen, through the dialog, against the running portal. */
describe('training log screen', () => {
  let posts: string[] = [];
  const session = browserSession(DESKTOP, (tab) => {
    posts = [];
    tab.page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/training-logs')) posts.push(request.url());
    });
  });

  const summary = (page: Page, label: string) => page.getByTestId(`summary-${label}`).innerText();
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Add Training Log' });

  async function chooseType(page: Page, label: string) {
    await dialog(page).getByLabel('Training Type', { exact: true }).click();
    await page.getByRole('option', { name: label, exact: true }).click();
  }

  it('adds logs through the dialog and updates the cards and summary', async () => {
    const { page } = session.tab;
    await signUp(page, newPlayer('Tara', 'Log'));
    await page.goto('/training');
    await page.getByRole('heading', { name: 'Training Log', level: 1 }).waitFor();
    await page.getByText('Track your training sessions, games, and wellness.').waitFor();
    await page.getByText('No training logs yet').waitFor();
    await page.getByText('Start tracking your training sessions to monitor your progress.').waitFor();
    expect(await summary(page, 'Total Sessions')).toBe('0');
    expect(await summary(page, 'Avg Wellness')).toBe('0.0/5');
    await saveScreenshot(page, 'training-empty');
    await expectNoSeriousAxeViolations(page, 'training, empty');

    // Saving without a type: the destructive toast, and nothing is sent.
    await page.getByRole('button', { name: 'Add Your First Log' }).click();
    await dialog(page).waitFor();
    await dialog(page).getByText('How did you feel? (3/5)').waitFor();
    expect(await dialog(page).getByPlaceholder('Select training type').count()).toBe(1);
    await dialog(page).getByRole('button', { name: 'Save Log' }).click();
    await expectToast(page, 'Please select a training type', '');
    expect(posts).toEqual([]);
    const typeField = dialog(page).getByLabel('Training Type', { exact: true });
    expect(await typeField.getAttribute('aria-invalid')).toBe('true');
    expect(await typeField.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoSeriousAxeViolations(page, 'training, dialog open with error toast');

    await chooseType(page, 'Game');
    await dialog(page).getByRole('button', { name: '5 Excellent' }).click();
    await dialog(page).getByText('How did you feel? (5/5)').waitFor();
    await dialog(page).getByLabel('Notes').fill('Scored twice in the second half');
    await saveScreenshot(page, 'training-dialog');
    await dialog(page).getByRole('button', { name: 'Save Log' }).click();
    await expectToast(page, 'Training log saved!', 'Your training session has been recorded.');
    await dialog(page).waitFor({ state: 'hidden' });
    expect(posts).toHaveLength(1);

    const card = page.getByTestId('training-log-card');
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    const cardText = await card.first().innerText();
    expect(cardText).toContain('Game');
    expect(cardText).toContain('Excellent');
    expect(cardText).toContain('Scored twice in the second half');
    expect(await summary(page, 'Total Sessions')).toBe('1');
    expect(await summary(page, 'This Week')).toBe('1');
    expect(await summary(page, 'Avg Wellness')).toBe('5.0/5');

    // Cancel keeps what was entered; a successful save resets the form to its defaults.
    await page.getByRole('button', { name: 'Add Training Log' }).click();
    await dialog(page).getByText('How did you feel? (3/5)').waitFor();
    expect(await dialog(page).getByLabel('Training Type', { exact: true }).inputValue()).toBe('');
    await chooseType(page, 'Team Training');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Add Training Log' }).click();
    expect(await dialog(page).getByLabel('Training Type', { exact: true }).inputValue()).toBe('Team Training');
    await dialog(page).getByRole('button', { name: 'Save Log' }).click();
    await expectToast(page, 'Training log saved!', 'Your training session has been recorded.');
    await page.getByTestId('training-log-card').nth(1).waitFor();
    expect(await summary(page, 'Total Sessions')).toBe('2');
    expect(await summary(page, 'Avg Wellness')).toBe('4.0/5');
    await saveScreenshot(page, 'training-with-logs');
    await expectNoSeriousAxeViolations(page, 'training, loaded');
  });

  it('works at phone width (375 px), dialog included', async () => {
    await session.reopen(PHONE);
    const { page } = session.tab;
    await signUp(page, newPlayer('Pia', 'Phone'));
    await page.goto('/training');
    await page.getByRole('button', { name: 'Add Training Log' }).click();
    await chooseType(page, 'Individual Training');
    await dialog(page).getByRole('button', { name: '2 Tired' }).click();
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewportWidth);
    await saveScreenshot(page, 'training-phone-dialog');
    await expectNoSeriousAxeViolations(page, 'training, dialog open (375 px)');
    await dialog(page).getByRole('button', { name: 'Save Log' }).click();
    await expectToast(page, 'Training log saved!', 'Your training session has been recorded.');
    expect(await page.getByTestId('training-log-card').first().innerText()).toContain('Individual Training');
    expect(await summary(page, 'Avg Wellness')).toBe('2.0/5');
    const after = await horizontalOverflow(page);
    expect(after.scrollWidth).toBeLessThanOrEqual(after.viewportWidth);
    await saveScreenshot(page, 'training-phone');
    await expectNoSeriousAxeViolations(page, 'training, loaded (375 px)');
  });

  /** The Sessions CSV the Analytics tab's button downloads (opened in a new tab, which becomes a download). */
  async function downloadSessionsCsv(page: Page): Promise<string> {
    const downloaded = new Promise<Download>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no download within 10 s')), 10_000);
      const done = (download: Download) => {
        clearTimeout(timer);
        resolve(download);
      };
      page.on('download', done);
      page.context().on('page', (popup) => popup.on('download', done));
    });
    await page.getByRole('button', { name: 'Export CSV (Sessions)' }).click();
    let csv = '';
    for await (const chunk of await (await downloaded).createReadStream()) csv += chunk;
    return csv;
  }

  const progressCard = async (page: Page, label: string) =>
    (await page.getByTestId(`progress-${label}`).textContent())?.trim();

  it('is one record with Progress: a log with a duration is a session (and in its CSV), edited and deleted in both; the coach reads it on the profile', async () => {
    const { page } = session.tab;
    const player = newPlayer('Uma', 'Unified');
    await signUp(page, player);
    const playerId: string = await page.evaluate(async () => (await (await fetch('/api/players/me')).json()).id);
    const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA').format(new Date()));

    // Logged on Training, with a duration.
    await page.goto('/training');
    await page.getByRole('button', { name: 'Add Training Log' }).click();
    await chooseType(page, 'Team Training');
    await dialog(page).getByLabel('Duration (minutes)').fill('60');
    await dialog(page).getByRole('button', { name: '4 Good' }).click();
    await dialog(page).getByLabel('Notes').fill('Rondo drills');
    await expectNoSeriousAxeViolations(page, 'training, dialog with a duration');
    await dialog(page).getByRole('button', { name: 'Save Log' }).click();
    await expectToast(page, 'Training log saved!', 'Your training session has been recorded.');
    const card = page.getByTestId('training-log-card').first();
    await card.getByText('60 min').waitFor();

    // ... is a session on Progress: the cards, the week view, the Sessions tab with its wellness, the CSV.
    await page.goto('/progress');
    await page.getByTestId('progress-Status').waitFor();
    expect(await progressCard(page, 'This Week')).toBe('1.0 h');
    expect(await progressCard(page, 'Assignments')).toBe('None yet');
    await page.locator(`[data-day="${today}"]`).getByText('Team · 60 min').waitFor();
    await page.getByRole('tab', { name: 'Sessions' }).click();
    await page.getByText('60 min · Wellness 😊 Good (4/5)').waitFor();
    expect(await page.getByRole('link', { name: 'Training Log', exact: true }).getAttribute('href')).toBe('/training');
    await saveScreenshot(page, 'training-record-progress-sessions');
    await expectNoSeriousAxeViolations(page, 'progress, a Training log among the sessions');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.locator('.recharts-wrapper').first().waitFor({ timeout: 10_000 });
    await page.getByText('RPE × minutes', { exact: true }).first().waitFor();
    await saveScreenshot(page, 'training-record-progress-analytics');
    await expectNoSeriousAxeViolations(page, 'progress, analytics with units');
    const csv = (await downloadSessionsCsv(page)).split('\r\n');
    expect(csv[0]).toBe('Date,Day,Type,Category,Minutes,RPE,Load,Wellness (1-5),Notes,Logged At');
    expect(csv[1]).toMatch(new RegExp(`^${today},\\w+day,Team,Team,60,,300,4,Rondo drills,`));

    // Edited on Training: the change shows on Progress.
    await page.goto('/training');
    await page.getByRole('button', { name: /^Edit Team Training on / }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Training Log' });
    expect(await edit.getByLabel('Duration (minutes)').inputValue()).toBe('60');
    await edit.getByLabel('Duration (minutes)').fill('301');
    await edit.getByRole('button', { name: 'Save Log' }).click();
    await edit.getByText('Minutes must be a whole number from 1 to 300').waitFor();
    await expectNoSeriousAxeViolations(page, 'training, edit dialog with a field message');
    await edit.getByLabel('Duration (minutes)').fill('90');
    await edit.getByLabel('Training Type', { exact: true }).click();
    await page.getByRole('option', { name: 'Game', exact: true }).click();
    await edit.getByRole('button', { name: 'Save Log' }).click();
    await expectToast(page, 'Training log updated', 'Your Training and Progress pages show the change.');
    await card.getByText('90 min').waitFor();
    expect(await card.innerText()).toContain('Game');
    await saveScreenshot(page, 'training-record-edited');
    await expectNoSeriousAxeViolations(page, 'training, after an edit');
    await page.goto('/progress');
    await page.locator(`[data-day="${today}"]`).getByText('Game · 90 min').waitFor();
    expect(await progressCard(page, 'This Week')).toBe('1.5 h');

    // The coach reads it on the player's profile (the Training page says where), and cannot change it.
    const coach = {
      email: `coach-${Date.now()}@club.test`,
      password: 'Kick-Off-2026!',
      firstName: 'Cleo',
      lastName: 'Coach',
      role: 'coach' as const,
    };
    await session.portal.createUser(coach);
    for (const viewport of [DESKTOP, PHONE]) {
      const coachTab = await session.reopen(viewport);
      await coachTab.page.goto('/login');
      await fillLogin(coachTab.page, coach.email, coach.password);
      await coachTab.page.waitForURL('**/dashboard');
      await coachTab.page.goto('/training');
      expect(await coachTab.page.getByRole('link', { name: 'Open the player list' }).getAttribute('href')).toBe(
        '/admin',
      );
      await saveScreenshot(coachTab.page, `training-record-coach-pointer-${viewport.width}`);
      await expectNoSeriousAxeViolations(coachTab.page, `training page for a coach (${viewport.width} px)`);
      await coachTab.page.goto(`/players/${playerId}`);
      const section = coachTab.page.getByRole('region', { name: "Uma Unified's training log" });
      await section.getByTestId('training-log-card').getByText('90 min').waitFor();
      expect(await section.getByTestId('training-log-card').innerText()).toContain('Rondo drills');
      expect(await section.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
      await section.scrollIntoViewIfNeeded();
      const overflow = await horizontalOverflow(coachTab.page);
      expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewportWidth);
      await saveScreenshot(coachTab.page, `training-record-coach-profile-${viewport.width}`);
      await expectNoSeriousAxeViolations(coachTab.page, `player profile, training section (${viewport.width} px)`);
    }

    // Deleted by the player (at phone width): gone from Training and Progress.
    const back = await session.reopen(PHONE);
    await back.page.goto('/login');
    await fillLogin(back.page, player.email, player.password);
    await back.page.waitForURL('**/dashboard');
    await back.page.goto('/training');
    await back.page.getByTestId('training-log-card').first().waitFor();
    const phoneOverflow = await horizontalOverflow(back.page);
    expect(phoneOverflow.scrollWidth).toBeLessThanOrEqual(phoneOverflow.viewportWidth);
    await saveScreenshot(back.page, 'training-record-phone');
    await back.page.getByRole('button', { name: /^Delete Game on / }).click();
    const confirm = back.page.getByRole('dialog', { name: 'Delete this training log?' });
    await confirm.getByText(/will be removed from your training log and from Progress/).waitFor();
    await saveScreenshot(back.page, 'training-record-delete-phone');
    await expectNoSeriousAxeViolations(back.page, 'training, delete confirmation (375 px)');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(back.page, 'Training log deleted', 'It is gone from Training and Progress.');
    await back.page.getByText('No training logs yet').waitFor();
    await back.page.goto('/progress');
    await back.page.getByTestId('progress-Status').waitFor();
    expect(await progressCard(back.page, 'This Week')).toBe('0.0 h');
    await back.page.getByRole('tab', { name: 'Sessions' }).click();
    await back.page.getByText('No sessions logged yet. Start by logging your first training session!').waitFor();
    await expectNoSeriousAxeViolations(back.page, 'progress after the delete (375 px)');
  });

  /** What has keyboard focus: its accessible-name-ish text and whether a focus ring is drawn. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return { name: '', ring: false, outline: '', inDialog: false };
      const labels = (element as HTMLInputElement).labels;
      const name =
        element.getAttribute('aria-label') ??
        (labels && labels.length > 0 ? (labels[0]?.textContent ?? '') : (element.textContent ?? ''));
      const style = getComputedStyle(element);
      const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      const outline = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      return { name: name.trim(), ring, outline, inDialog: Boolean(element.closest('[role="dialog"]')) };
    });

  /** Mantine hands focus back once a dialog or popover has unmounted, a moment after it is hidden. */
  const expectFocusBackOn = (page: Page, name: string) =>
    waitFor(async () => (await focused(page)).name === name, { what: `focus back on ${name}`, timeoutMs: 3000 }).catch(
      async (error: unknown) => {
        throw new Error(`${String(error)}; focus is on "${(await focused(page)).name}"`);
      },
    );

  /** Presses Tab (Shift+Tab backwards) until the focused control's name matches, never more than `max` times. */
  async function tabTo(page: Page, name: RegExp, max = 25) {
    for (let step = 0; step < max; step += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (name.test(now.name)) {
        if (!now.ring) throw new Error(`"${now.name}" has keyboard focus but no visible focus ring (${now.outline})`);
        return now;
      }
    }
    throw new Error(`Tab never reached ${name} (last: "${(await focused(page)).name}")`);
  }

  it('works with the keyboard alone and without motion: skip link, dialog, date, type, rating, save, focus back', async () => {
    const { page } = session.tab;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signUp(page, newPlayer('Kai', 'Keys'));
    await page.goto('/training');
    await page.getByRole('heading', { name: 'Training Log', level: 1 }).waitFor();
    await page.getByText('No training logs yet').waitFor();
    // prefers-reduced-motion: nothing slides or fades.
    const longestTransition = await page.getByRole('button', { name: 'Add Training Log' }).evaluate((element) =>
      Math.max(
        ...getComputedStyle(element)
          .transitionDuration.split(',')
          .map((value) => parseFloat(value)),
      ),
    );
    expect(longestTransition).toBeLessThan(0.001);

    // The first Tab stop is the skip link; it takes focus past the header into the page.
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Skip to main content');
    expect((await focused(page)).ring).toBe(true);
    await page.keyboard.press('Enter');
    await tabTo(page, /^Add Training Log$/, 2);

    // Escape closes the dialog and focus returns to the button that opened it.
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    expect((await focused(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    await expectFocusBackOn(page, 'Add Training Log');

    await page.keyboard.press('Enter');
    await dialog(page).waitFor();

    // Date: open the calendar, move to yesterday with the arrow keys, pick it; focus comes back.
    await tabTo(page, /^Date$/);
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Date' });
    await calendar.waitFor();
    await tabTo(page, /^\d{1,2} \w+ \d{4}$/);
    await page.keyboard.press('ArrowLeft');
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    const dayLabel = `${yesterday.getDate()} ${yesterday.toLocaleString('en-GB', { month: 'long' })} ${yesterday.getFullYear()}`;
    expect((await focused(page)).name).toBe(dayLabel);
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'hidden' });
    await expectFocusBackOn(page, 'Date');
    // The pickers show days as the rest of the app does ("26 Nov 2026"; ICU's en-GB would say "Sept").
    const month = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')[yesterday.getMonth()];
    const shortDay = `${yesterday.getDate()} ${month} ${yesterday.getFullYear()}`;
    expect(await dialog(page).getByLabel('Date').innerText()).toBe(shortDay);

    // Training Type: arrow keys through the options, Enter picks one.
    await tabTo(page, /^Training Type$/);
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('ArrowDown');
      const active = await page
        .locator('[role="option"][data-combobox-selected]')
        .first()
        .innerText()
        .catch(() => '');
      if (active === 'Game') break;
    }
    await page.keyboard.press('Enter');
    expect(await dialog(page).getByLabel('Training Type', { exact: true }).inputValue()).toBe('Game');

    // Wellness: each choice is a button; Space presses it.
    await tabTo(page, /^4 Good$/);
    await page.keyboard.press('Space');
    await dialog(page).getByText('How did you feel? (4/5)').waitFor();
    expect(await dialog(page).getByRole('button', { name: '4 Good' }).getAttribute('aria-pressed')).toBe('true');

    await tabTo(page, /^Notes$/);
    await page.keyboard.type('Keyboard only');
    await tabTo(page, /^Save Log$/);
    await page.keyboard.press('Enter');
    await expectToast(page, 'Training log saved!', 'Your training session has been recorded.');
    await dialog(page).waitFor({ state: 'hidden' });
    await expectFocusBackOn(page, 'Add Training Log');

    const card = page.getByTestId('training-log-card').first();
    await card.waitFor();
    const cardText = await card.innerText();
    expect(cardText).toContain('Game');
    expect(cardText).toContain(shortDay);
    expect(cardText).toContain('Good');
    expect(cardText).toContain('Keyboard only');
    expect(posts).toHaveLength(1);
    await expectNoSeriousAxeViolations(page, 'training, after a keyboard-only save');
  });
});
