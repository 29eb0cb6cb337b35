import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { expectToast, fillLogin, newPlayer, signUp } from './support/journeys';
import { browserSession } from './support/session';

/** Spec §2.6, §2.7, §2.8, §2.13: the coach's and the player's assignment loop from the screens, run by a COACH (not an admin). */
describe('roadmap and assignments screens', () => {
  const session = browserSession();
  const coach = { email: `coach.${Date.now().toString(36)}@club.test`, password: 'Kick-Off-2026!' };
  let coachCreated = false;

  async function asCoach(page: Page) {
    if (!coachCreated) {
      await session.portal.createUser({ ...coach, firstName: 'Carla', lastName: 'Coach', role: 'coach' });
      coachCreated = true;
    }
    await page.goto('/api/logout');
    await page.goto('/login');
    await fillLogin(page, coach.email, coach.password);
    await page.waitForURL('**/dashboard');
  }

  async function asPlayer(page: Page, player: { email: string; password: string }) {
    await page.goto('/api/logout');
    await page.goto('/login');
    await fillLogin(page, player.email, player.password);
    await page.waitForURL('**/dashboard');
  }

  async function pick(page: Page, dialogName: string, label: string, option: string) {
    await page
      .getByRole('dialog', { name: dialogName })
      .getByLabel(new RegExp(`^${label}`))
      .first()
      .click();
    await page.getByRole('option', { name: option }).click();
  }

  async function coachSetsWork(page: Page, playerName: string, title: string) {
    await asCoach(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Roadmap Management' }).click();
    await page.getByRole('heading', { name: 'Roadmap Management' }).waitFor();
    const row = page.getByTestId('roadmap-player-row').filter({ hasText: playerName });
    await row.getByText('No Active Roadmap').waitFor();
    await expectNoSeriousAxeViolations(page, `roadmap management, loaded (${playerName})`);
    await row.getByRole('button', { name: 'Create Roadmap' }).click();
    const create = page.getByRole('dialog', { name: 'Create Roadmap' });
    await create.getByRole('textbox', { name: 'Title' }).fill('Winter plan');
    await expectNoSeriousAxeViolations(page, `create roadmap dialog (${playerName})`);
    await create.getByRole('button', { name: 'Create Roadmap' }).click();
    await expectToast(page, 'Roadmap created successfully', '');
    await row.getByText('0 of 0 completed', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Add Assignment' }).click();
    const add = page.getByRole('dialog', { name: 'Add Assignment' });
    await pick(page, 'Add Assignment', 'Player', playerName);
    await add.getByText('Adds to the roadmap “Winter plan”.').waitFor();
    await add.getByRole('textbox', { name: 'Title' }).fill(title);
    await add.getByRole('textbox', { name: 'Instructions' }).fill('Short');
    await add.getByRole('button', { name: 'Add Assignment' }).click();
    await add.getByText('Instructions should be at least 10 characters').waitFor();
    await expectNoSeriousAxeViolations(page, `add assignment dialog with errors (${playerName})`);
    await pick(page, 'Add Assignment', 'Category', 'Passing & Receiving');
    await add.getByRole('textbox', { name: 'Instructions' }).fill('One hundred left-foot passes against a wall.');
    await add.getByRole('button', { name: 'Add Assignment' }).click();
    await expectToast(page, 'Assignment created successfully', '');
  }

  it('runs the loop: coach creates, player starts and submits, coach approves, banner shows 1 of 1', async () => {
    const { page } = session.tab;
    const player = newPlayer('Rita', 'Roadmap');
    await signUp(page, player);
    await page.goto('/roadmap');
    await page.getByText('No Active Roadmap').waitFor();
    await page.getByText('Your coach will create a personalized roadmap for you soon.').waitFor();
    await expectNoSeriousAxeViolations(page, 'roadmap, no active roadmap');

    await coachSetsWork(page, 'Rita Roadmap', 'Wall passes');
    await saveScreenshot(page, 'roadmap-management');

    await asPlayer(page, player);
    await page
      .getByTestId('recent-assignment')
      .filter({ hasText: 'Wall passes' })
      .getByRole('link', { name: 'Work' })
      .waitFor();
    expect(await page.getByTestId('stat-Assignments').innerText()).toBe('1');
    expect(await page.getByTestId('stat-Next Call').innerText()).toBe('None booked');
    await expectNoSeriousAxeViolations(page, 'player dashboard with an assignment');
    await saveScreenshot(page, 'dashboard-with-assignment');

    await page.goto('/roadmap');
    await page.getByText('Your Individual Player Roadmap').waitFor();
    expect(await page.getByTestId('roadmap-progress').innerText()).toBe('0 of 1 completed');
    await expectNoSeriousAxeViolations(page, 'roadmap, loaded');
    await page.getByRole('button', { name: 'Open Wall passes' }).click();
    const detail = page.getByRole('dialog', { name: 'Wall passes' });
    await detail.getByRole('button', { name: 'Mark as In Progress' }).click();
    await expectToast(page, 'Assignment started', 'It is now in progress.');
    await detail.getByRole('button', { name: 'Submit Evidence' }).click();
    await detail.getByRole('button', { name: 'Submit for Review' }).click();
    await detail.getByText('This assignment needs a note as evidence').waitFor();
    await detail.getByRole('textbox', { name: 'Your note' }).fill('Did 3 sets of 35, left foot only.');
    await expectNoSeriousAxeViolations(page, 'assignment dialog, submit evidence');
    await saveScreenshot(page, 'roadmap-submit-evidence');
    await detail.getByRole('button', { name: 'Submit for Review' }).click();
    await expectToast(page, 'Evidence submitted!', 'Your coach will review it soon.');
    await page.getByRole('tab', { name: /Submitted/ }).click();
    await page.getByRole('button', { name: 'Open Wall passes' }).waitFor();

    await asCoach(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Roadmap Management' }).click();
    const item = page.getByTestId('review-item').filter({ hasText: 'Wall passes' });
    await item.getByRole('button', { name: 'Review' }).click();
    const review = page.getByRole('dialog', { name: 'Wall passes' });
    await review.getByText('Did 3 sets of 35, left foot only.').waitFor();
    await review.getByRole('textbox', { name: 'Review note' }).fill('Clean technique, well done.');
    await expectNoSeriousAxeViolations(page, 'review dialog');
    await saveScreenshot(page, 'review-dialog');
    await review.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Assignment approved', 'The player can see your note.');
    // Other test files' players share this coach's squad: wait for this submission to leave the queue.
    await item.waitFor({ state: 'detached' });
    // The queue and the counters are refetched separately after the approval: wait for the counter's own answer.
    await page.getByTestId('roadmap-stat-Completed Today').filter({ hasText: /^1$/ }).waitFor({ timeout: 5000 });

    await asPlayer(page, player);
    await page.goto('/roadmap');
    await page.getByTestId('roadmap-progress').getByText('1 of 1 completed').waitFor();
    await page.getByRole('tab', { name: /Completed/ }).click();
    await page.getByRole('button', { name: 'Open Wall passes' }).click();
    await page.getByRole('dialog', { name: 'Wall passes' }).getByText('Clean technique, well done.').first().waitFor();
    await expectNoSeriousAxeViolations(page, 'assignment dialog, approved');
    await saveScreenshot(page, 'roadmap-completed');
  });

  it('marks an assignment complete with notes on /assignments at 375 px', async () => {
    const { page } = await session.reopen(PHONE);
    const player = newPlayer('Sam', 'Simple');
    await signUp(page, player);
    await page.goto('/assignments');
    await page.getByText('No assignments yet').waitFor();
    await page.getByText('Check back soon for new training assignments from your coach.').waitFor();
    await expectNoSeriousAxeViolations(page, 'assignments, empty (375 px)');
    await page.goto('/dashboard');
    await page.getByText('No assignments yet. Check back soon!').waitFor();

    await coachSetsWork(page, 'Sam Simple', 'Juggling ladder');
    await asPlayer(page, player);
    await page.goto('/assignments');
    const active = page.getByTestId('active-assignment').filter({ hasText: 'Juggling ladder' });
    await active.getByRole('textbox', { name: 'Completion notes' }).fill('Reached 40 touches');
    await expectNoSeriousAxeViolations(page, 'assignments, loaded (375 px)');
    await saveScreenshot(page, 'assignments-phone');
    await active.getByRole('button', { name: 'Mark Complete' }).click();
    await expectToast(page, 'Assignment completed!', 'Great work! Your progress has been saved.');
    const done = page.getByTestId('completed-assignment').filter({ hasText: 'Juggling ladder' });
    await done.getByText('Reached 40 touches').waitFor();
    expect(await page.getByTestId('count-Completed').innerText()).toBe('1');
    expect(await page.getByTestId('count-Active').innerText()).toBe('0');
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewportWidth);

    await page.goto('/dashboard');
    await page.getByTestId('recent-assignment').getByText('Complete', { exact: true }).waitFor();
    await page.goto('/roadmap');
    await page.getByText('Your Individual Player Roadmap').waitFor();
    expect(await horizontalOverflow(page).then((o) => o.scrollWidth <= o.viewportWidth)).toBe(true);
    await expectNoSeriousAxeViolations(page, 'roadmap, loaded (375 px)');
    await saveScreenshot(page, 'roadmap-phone');
  });
});
