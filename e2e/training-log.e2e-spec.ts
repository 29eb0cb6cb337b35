import type { Page } from 'playwright-core';
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

    // Saving without a type: the destructive toast, and nothing is sent.
    await page.getByRole('button', { name: 'Add Your First Log' }).click();
    await dialog(page).waitFor();
    await dialog(page).getByText('How did you feel? (3/5)').waitFor();
    expect(await dialog(page).getByPlaceholder('Select training type').count()).toBe(1);
    await dialog(page).getByRole('button', { name: 'Save Log' }).click();
    await expectToast(page, 'Please select a training type', '');
    expect(posts).toEqual([]);

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
    await dialog(page).getByRole('button', { name: 'Save Log' }).click();
    await expectToast(page, 'Training log saved!', 'Your training session has been recorded.');
    expect(await page.getByTestId('training-log-card').first().innerText()).toContain('Individual Training');
    expect(await summary(page, 'Avg Wellness')).toBe('2.0/5');
    const after = await horizontalOverflow(page);
    expect(after.scrollWidth).toBeLessThanOrEqual(after.viewportWidth);
    await saveScreenshot(page, 'training-phone');
  });
});
