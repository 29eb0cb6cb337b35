import type { Page } from 'playwright-core';
import { waitFor } from '@portal/server-kit/testing';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESKTOP, PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { expectToast, newPlayer, signUp } from './support/journeys';
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
    const shortDay = yesterday.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
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
