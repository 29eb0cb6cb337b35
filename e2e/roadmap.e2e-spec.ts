import type { Locator, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { expectToast, fillLogin, newPlayer, signUp } from './support/journeys';
import { browserSession } from './support/session';

/**
 * Spec §2.6, §2.7, §2.8, §2.13: the coach's and the player's assignment loop from the screens, run by a
 * COACH (not an admin). /assignments and /roadmap give one answer for one assignment (awaiting review,
 * approved, sent back with the note); staff see whose roadmap it is, land on the tab a link is about,
 * and edit focus areas and assignments; nothing is cut at 375 px.
 */
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

  /** Every element's whole text is visible: its content is not wider than its box (no ellipsis, no clipping). */
  async function expectNotClipped(elements: Locator, what: string) {
    const all = await elements.all();
    expect(all.length).toBeGreaterThan(0);
    for (const element of all) {
      const boxes = await element.evaluate((node) =>
        [node, ...Array.from(node.querySelectorAll('*'))].map((part) => ({
          text: (part.textContent ?? '').trim(),
          scrollWidth: part.scrollWidth,
          clientWidth: part.clientWidth,
        })),
      );
      for (const box of boxes) {
        // Inline parts have no box of their own; visually hidden text (a 1 px box) is for screen readers.
        if (box.clientWidth <= 1) continue;
        expect({ what, text: box.text, clipped: box.scrollWidth > box.clientWidth }).toEqual({
          what,
          text: box.text,
          clipped: false,
        });
      }
    }
  }

  /** A count on /assignments ('count-Awaiting review'). */
  async function countOf(page: Page, label: string): Promise<string> {
    return page.getByTestId(`count-${label}`).innerText();
  }

  /** The number beside a roadmap tab ('Submitted 1'). */
  async function tabCount(page: Page, tab: string): Promise<string> {
    return (await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).innerText()).replace(/\D+/g, '');
  }

  /** The staff notification of a submission, from the bell (it arrives through the event stream). */
  async function openSubmissionFromBell(page: Page, text: string) {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      // The list is fetched when the bell opens, so wait for it (isVisible would judge the loader).
      const item = page.getByRole('button', { name: new RegExp(text) }).first();
      const shown = await item.waitFor({ timeout: 4000 }).catch(() => 'not yet');
      if (shown !== 'not yet') {
        await item.click();
        return;
      }
      await page.waitForTimeout(1000);
      await page.reload();
    }
    throw new Error(`no notification "${text}" in the bell`);
  }

  async function addWork(page: Page, playerName: string, title: string) {
    await page.getByRole('dialog', { name: 'Add Assignment' }).waitFor({ state: 'detached' });
    await page
      .getByRole('tabpanel', { name: 'Roadmap Management' })
      .getByRole('button', { name: 'Add Assignment' })
      .click();
    const add = page.getByRole('dialog', { name: 'Add Assignment' });
    await pick(page, 'Add Assignment', 'Player', playerName);
    await add.getByText('Adds to the roadmap “Winter plan”.').waitFor();
    await add.getByRole('textbox', { name: 'Title' }).fill(title);
    await pick(page, 'Add Assignment', 'Category', 'Dribbling');
    await add.getByRole('textbox', { name: 'Instructions' }).fill('Weave through twenty cones with both feet.');
    await add.getByRole('button', { name: 'Add Assignment' }).click();
    await expectToast(page, 'Assignment created successfully', '');
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

  it('runs the loop: the same answer on both pages, the coach from the bell sees the name and the Submitted tab, focus areas edited', async () => {
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
    await page.getByRole('heading', { name: 'Your Individual Player Roadmap' }).waitFor();
    expect(await page.getByTestId('roadmap-progress').innerText()).toBe('0 of 1 completed');
    await page.getByText('No focus areas yet.').waitFor();
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
    const submittedCard = page.getByTestId('assignment-card').filter({ hasText: 'Wall passes' });
    await submittedCard.getByText("Awaiting the coach's review").waitFor();
    expect([
      await tabCount(page, 'Active'),
      await tabCount(page, 'Submitted'),
      await tabCount(page, 'Completed'),
    ]).toEqual(['0', '1', '0']);

    // The simple reading says the same: awaiting the coach, not done.
    await page.goto('/assignments');
    const awaiting = page.getByTestId('awaiting-assignment').filter({ hasText: 'Wall passes' });
    await awaiting.getByTestId('status-badge').getByText('Awaiting review').waitFor();
    await awaiting.getByText('Did 3 sets of 35, left foot only.').waitFor();
    expect([
      await countOf(page, 'Total'),
      await countOf(page, 'Active'),
      await countOf(page, 'Awaiting review'),
      await countOf(page, 'Completed'),
    ]).toEqual(['1', '0', '1', '0']);
    await page.getByText('Nothing left to do. Your coach is reviewing what you sent.').waitFor();
    await expectNoSeriousAxeViolations(page, 'assignments, awaiting review');
    await saveScreenshot(page, 'assignments-awaiting-review');

    await asCoach(page);
    await openSubmissionFromBell(page, 'Rita Roadmap submitted Wall passes');
    await page.waitForURL(/\/roadmap\?playerId=[0-9a-f-]+&tab=submitted$/);
    await page.getByRole('heading', { name: "Rita Roadmap's roadmap" }).waitFor();
    expect(await page.getByText('Your Individual Player Roadmap').count()).toBe(0);
    expect(await page.getByRole('tab', { name: /^Submitted/ }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Open Wall passes' }).waitFor();
    await expectNoSeriousAxeViolations(page, 'staff roadmap from the bell');
    await saveScreenshot(page, 'roadmap-staff-from-bell');

    // Focus areas: add, edit, delete (with a question first), and one that stays.
    await page.getByText('No focus areas yet. Add one to tell the player what to work on.').waitFor();
    await page.locator('#main-content').getByRole('button', { name: 'Add focus area' }).click();
    const addArea = page.getByRole('dialog', { name: 'Add focus area' });
    await addArea.getByRole('button', { name: 'Add focus area' }).click();
    await addArea.getByText('Title is required').waitFor();
    await expectNoSeriousAxeViolations(page, 'add focus area dialog with an error');
    await addArea.getByRole('textbox', { name: 'Title' }).fill('Scanning');
    await addArea.getByRole('textbox', { name: 'Description' }).fill('Check both shoulders before receiving.');
    await addArea.getByRole('button', { name: 'Add focus area' }).click();
    await expectToast(page, 'Focus area added', '“Scanning” is on the roadmap.');
    const areas = page.getByTestId('focus-area');
    await areas.filter({ hasText: 'Check both shoulders before receiving.' }).waitFor();
    await page.getByRole('button', { name: 'Edit focus area Scanning' }).click();
    const editArea = page.getByRole('dialog', { name: 'Edit focus area' });
    await editArea.getByRole('textbox', { name: 'Title' }).fill('Scanning early');
    await expectNoSeriousAxeViolations(page, 'edit focus area dialog');
    await editArea.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Focus area updated', '“Scanning early” is on the roadmap.');
    await areas.filter({ hasText: 'Scanning early' }).waitFor();
    await page.locator('#main-content').getByRole('button', { name: 'Add focus area' }).click();
    await addArea.getByRole('textbox', { name: 'Title' }).fill('Weak foot');
    await addArea.getByRole('button', { name: 'Add focus area' }).click();
    await areas.filter({ hasText: 'Weak foot' }).waitFor();
    await page.getByRole('button', { name: 'Delete focus area Scanning early' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete focus area?' });
    await confirm.getByText("“Scanning early” will be removed from Rita Roadmap's roadmap.").waitFor();
    await expectNoSeriousAxeViolations(page, 'delete focus area question');
    await saveScreenshot(page, 'roadmap-staff-delete-focus-area');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Focus area deleted', '');
    await areas.filter({ hasText: 'Scanning early' }).waitFor({ state: 'detached' });
    expect(await areas.count()).toBe(1);

    // The review dialog names the player.
    await page.getByRole('button', { name: 'Open Wall passes' }).click();
    const review = page.getByRole('dialog', { name: 'Wall passes' });
    await review.getByText('Player: Rita Roadmap').waitFor();
    await review.getByText("Review Rita Roadmap's work").waitFor();
    await review.getByText('Did 3 sets of 35, left foot only.').waitFor();
    await review.getByRole('textbox', { name: 'Review note' }).fill('Clean technique, well done.');
    await expectNoSeriousAxeViolations(page, 'review dialog');
    await saveScreenshot(page, 'review-dialog');
    await review.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Assignment approved', 'The player can see your note.');
    await page.getByRole('tab', { name: /^Completed/ }).click();
    await page.getByRole('button', { name: 'Open Wall passes' }).waitFor();

    await asPlayer(page, player);
    await page.goto('/roadmap');
    await page.getByTestId('roadmap-progress').getByText('1 of 1 completed').waitFor();
    await page.getByTestId('focus-area').filter({ hasText: 'Weak foot' }).waitFor();
    expect(await page.getByRole('button', { name: /Edit focus area/ }).count()).toBe(0);
    await page.getByRole('tab', { name: /Completed/ }).click();
    await page.getByRole('button', { name: 'Open Wall passes' }).click();
    await page.getByRole('dialog', { name: 'Wall passes' }).getByText('Clean technique, well done.').first().waitFor();
    await expectNoSeriousAxeViolations(page, 'assignment dialog, approved');
    await saveScreenshot(page, 'roadmap-completed');

    await page.goto('/assignments');
    const approved = page.getByTestId('completed-assignment').filter({ hasText: 'Wall passes' });
    await approved.getByTestId('status-badge').getByText('Approved').waitFor();
    await approved.getByTestId('coach-note').getByText('Clean technique, well done.').waitFor();
    expect([await countOf(page, 'Awaiting review'), await countOf(page, 'Completed')]).toEqual(['0', '1']);
    await expectNoSeriousAxeViolations(page, 'assignments, approved');
    await saveScreenshot(page, 'assignments-approved');
  });

  it('at 375 px: mark complete → awaiting review on both pages; changes asked → back in Active with the note; the coach corrects and deletes work', async () => {
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
    const longTitle = 'Cone weave through twenty cones with both feet at full match speed';
    await addWork(page, 'Sam Simple', longTitle);
    await asPlayer(page, player);
    await page.goto('/assignments');
    const active = page.getByTestId('active-assignment').filter({ hasText: 'Juggling ladder' });
    // A note assignment: Mark Complete without notes says what is missing and sends nothing.
    await active.getByRole('button', { name: 'Mark Complete' }).click();
    await active.getByText('This assignment needs a note as evidence').waitFor();
    await expectToast(page, 'Error', 'This assignment needs a note as evidence');
    expect([await countOf(page, 'Active'), await countOf(page, 'Awaiting review')]).toEqual(['2', '0']);
    await expectNoSeriousAxeViolations(page, 'assignments, mark complete without the note (375 px)');
    await saveScreenshot(page, 'assignments-missing-note-phone');
    await active.getByRole('textbox', { name: 'Completion notes' }).fill('Reached 40 touches');
    await expectNoSeriousAxeViolations(page, 'assignments, loaded (375 px)');
    await saveScreenshot(page, 'assignments-phone');
    await active.getByRole('button', { name: 'Mark Complete' }).click();
    await expectToast(page, 'Assignment completed!', 'Great work! Your progress has been saved.');
    const awaiting = page.getByTestId('awaiting-assignment').filter({ hasText: 'Juggling ladder' });
    await awaiting.getByText('Reached 40 touches').waitFor();
    await awaiting.getByText('Awaiting review').waitFor();
    expect([
      await countOf(page, 'Total'),
      await countOf(page, 'Active'),
      await countOf(page, 'Awaiting review'),
      await countOf(page, 'Completed'),
    ]).toEqual(['2', '1', '1', '0']);
    await expectNotClipped(page.getByTestId('status-badge'), 'assignments badges (375 px)');
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewportWidth);
    await expectNoSeriousAxeViolations(page, 'assignments, awaiting review (375 px)');
    await saveScreenshot(page, 'assignments-awaiting-review-phone');

    await page.goto('/roadmap');
    await page.getByRole('heading', { name: 'Your Individual Player Roadmap' }).waitFor();
    expect(await page.getByTestId('roadmap-progress').innerText()).toBe('0 of 2 completed');
    expect([
      await tabCount(page, 'Active'),
      await tabCount(page, 'Submitted'),
      await tabCount(page, 'Completed'),
    ]).toEqual(['1', '1', '0']);
    await expectNotClipped(page.getByTestId('assignment-title'), 'roadmap titles (375 px)');
    await expectNotClipped(page.getByTestId('status-badge'), 'roadmap badges (375 px)');
    await page.getByRole('tab', { name: /^Submitted/ }).click();
    await page.getByTestId('assignment-card').getByText("Awaiting the coach's review").waitFor();
    await expectNotClipped(page.getByTestId('status-badge'), 'roadmap submitted badge (375 px)');
    expect(await horizontalOverflow(page).then((o) => o.scrollWidth <= o.viewportWidth)).toBe(true);
    await expectNoSeriousAxeViolations(page, 'roadmap, loaded (375 px)');
    await saveScreenshot(page, 'roadmap-phone');

    // The coach, from Roadmap Management's link (Submitted, since there is work to review), asks for changes.
    await asCoach(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Roadmap Management' }).click();
    await page
      .getByTestId('roadmap-player-row')
      .filter({ hasText: 'Sam Simple' })
      .getByRole('link', { name: 'View Roadmap' })
      .click();
    await page.waitForURL(/tab=submitted$/);
    await page.getByRole('heading', { name: "Sam Simple's roadmap" }).waitFor();
    await page.getByRole('button', { name: 'Open Juggling ladder' }).click();
    const review = page.getByRole('dialog', { name: 'Juggling ladder' });
    await review.getByText('Player: Sam Simple').waitFor();
    await review.getByRole('button', { name: 'Needs Changes' }).click();
    await review.getByText('A review note is required').waitFor();
    await review.getByRole('textbox', { name: 'Review note' }).fill('Count only clean touches, no knees.');
    await review.getByRole('button', { name: 'Needs Changes' }).click();
    await expectToast(page, 'Changes requested', 'The player can see your note.');

    // The coach corrects the other assignment, then deletes it after the question.
    await page.getByRole('tab', { name: /^Active/ }).click();
    await page.getByRole('button', { name: `Open ${longTitle}` }).click();
    const detail = page.getByRole('dialog', { name: longTitle });
    await detail.getByRole('button', { name: 'Edit assignment' }).click();
    const edit = page.getByRole('dialog', { name: `Edit “${longTitle}”` });
    await edit.getByRole('textbox', { name: 'Title' }).fill('');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.getByText('Title is required').waitFor();
    await expectNoSeriousAxeViolations(page, 'edit assignment with an error (375 px)');
    await saveScreenshot(page, 'edit-assignment-phone');
    await edit.getByRole('textbox', { name: 'Title' }).fill('Cone weave, both feet');
    // By keyboard: at 375 px the error toast lies over the form's foot, and a pointer resting on it
    // keeps it open (Mantine pauses its timer on hover), where a tap would not.
    await edit.getByRole('button', { name: 'Save changes' }).press('Enter');
    await expectToast(page, 'Assignment updated', '“Cone weave, both feet” is saved.');
    const corrected = page.getByRole('dialog', { name: 'Cone weave, both feet' });
    await corrected.getByRole('button', { name: 'Delete assignment' }).click();
    const question = page.getByRole('dialog', { name: 'Delete “Cone weave, both feet”?' });
    await question.getByText(/Its submissions and reviews are deleted with it/).waitFor();
    await expectNoSeriousAxeViolations(page, 'delete assignment question (375 px)');
    await question.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Assignment deleted', '');
    await page.getByRole('button', { name: 'Open Cone weave, both feet' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open Juggling ladder' }).waitFor();
    await expectNotClipped(page.getByTestId('status-badge'), 'staff roadmap badges (375 px)');
    expect(await horizontalOverflow(page).then((o) => o.scrollWidth <= o.viewportWidth)).toBe(true);
    await expectNoSeriousAxeViolations(page, 'staff roadmap (375 px)');
    await saveScreenshot(page, 'roadmap-staff-phone');

    // The player sees the item back in Active with the coach's note, on both pages.
    await asPlayer(page, player);
    await page.goto('/assignments');
    const sentBack = page.getByTestId('active-assignment').filter({ hasText: 'Juggling ladder' });
    await sentBack.getByTestId('status-badge').getByText('Needs Changes').waitFor();
    await sentBack.getByTestId('coach-note').getByText('Count only clean touches, no knees.').waitFor();
    expect([
      await countOf(page, 'Total'),
      await countOf(page, 'Active'),
      await countOf(page, 'Awaiting review'),
      await countOf(page, 'Completed'),
    ]).toEqual(['1', '1', '0', '0']);
    await expectNotClipped(page.getByTestId('status-badge'), 'needs changes badge (375 px)');
    expect(await horizontalOverflow(page).then((o) => o.scrollWidth <= o.viewportWidth)).toBe(true);
    await expectNoSeriousAxeViolations(page, 'assignments, needs changes (375 px)');
    await saveScreenshot(page, 'assignments-needs-changes-phone');
    await page.goto('/roadmap');
    expect([await tabCount(page, 'Active'), await tabCount(page, 'Submitted')]).toEqual(['1', '0']);
    await page.getByTestId('assignment-card').getByText('The coach asked for changes').waitFor();
  });
});
