import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { expectToast, fillLogin } from './support/journeys';
import { browserSession } from './support/session';

/**
 * Issue 24: the club's assignment templates in Roadmap Management. A coach creates one, edits it
 * with the Add Assignment fields and deletes it after a confirmation naming it; the list's error
 * state retries. The club is shared with other files, so only this test's titles are asserted.
 */
describe('assignment templates in Roadmap Management', () => {
  const session = browserSession();
  const suffix = Date.now().toString(36);
  const coach = { email: `templates.coach.${suffix}@club.test`, password: 'Kick-Off-2026!' };
  const title = `Rondo 4v1 ${suffix}`;
  const renamed = `Rondo 5v2 ${suffix}`;
  let created = false;

  async function signIn(page: Page) {
    if (!created) {
      await session.portal.createUser({ ...coach, firstName: 'Tess', lastName: 'Templates', role: 'coach' });
      created = true;
    }
    await page.goto('/login');
    await fillLogin(page, coach.email, coach.password);
    await page.waitForURL('**/dashboard');
  }

  async function openTemplates(page: Page) {
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Roadmap Management' }).click();
    const section = page.getByRole('region', { name: 'Assignment templates' });
    await section.waitFor();
    return section;
  }

  async function pick(page: Page, dialogName: string | RegExp, label: RegExp, option: string) {
    await page.getByRole('dialog', { name: dialogName }).getByLabel(label).first().click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  it('a coach creates, edits and deletes a template (1280 px)', async () => {
    const { page } = session.tab;
    await signIn(page);
    const section = await openTemplates(page);
    await section.getByRole('button', { name: 'New template' }).click();
    const form = page.getByRole('dialog', { name: 'New template' });

    // Nothing filled: the fields say what is missing and nothing is saved.
    await form.getByRole('button', { name: 'Save template' }).click();
    await form.getByText('Title is required').waitFor();
    await expectNoSeriousAxeViolations(page, 'new template with errors');

    await form.getByRole('textbox', { name: /^Title/ }).fill(title);
    await pick(page, 'New template', /^Category/, 'Passing & Receiving');
    await form.getByRole('textbox', { name: /^Instructions/ }).fill('Keep the ball in a 10 m square for 2 minutes.');
    await form.getByRole('textbox', { name: /^Due in/ }).fill('7');
    await form.getByRole('textbox', { name: /^Effort/ }).fill('15');
    await form.getByRole('button', { name: 'Save template' }).click();
    await expectToast(page, 'Template saved', `“${title}” is now one of your club's templates.`);
    await form.waitFor({ state: 'hidden' });
    const row = section.getByTestId('template-row').filter({ hasText: title });
    await row.getByText('Passing & Receiving · Evidence: Note · due in 7 days · 15 min').waitFor();
    await saveScreenshot(page, 'templates-list');
    await expectNoSeriousAxeViolations(page, 'templates list');

    // Edit: the same fields, filled from the template.
    await section.getByRole('button', { name: `Edit template ${title}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit template “${title}”` });
    expect(await edit.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe(title);
    expect(await edit.getByRole('textbox', { name: /^Due in/ }).inputValue()).toBe('7');
    await edit.getByRole('textbox', { name: /^Instructions/ }).fill('short');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.getByText(/Instructions should be at least 10 characters/).waitFor();
    await saveScreenshot(page, 'templates-edit');
    await expectNoSeriousAxeViolations(page, 'edit template with an error');
    await edit.getByRole('textbox', { name: /^Title/ }).fill(renamed);
    await edit.getByRole('textbox', { name: /^Instructions/ }).fill('Keep the ball in a 12 m square for 3 minutes.');
    await edit.getByRole('textbox', { name: /^Due in/ }).fill('');
    await pick(page, `Edit template “${title}”`, /^Evidence required/, 'Link');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Template updated', `“${renamed}” is saved.`);
    await edit.waitFor({ state: 'hidden' });
    const renamedRow = section.getByTestId('template-row').filter({ hasText: renamed });
    await renamedRow.getByText('Passing & Receiving · Evidence: Link · no due date · 15 min').waitFor();
    expect(await section.getByTestId('template-row').filter({ hasText: title }).count()).toBe(0);

    // Add Assignment offers the edited template.
    await page.getByRole('button', { name: 'Add Assignment' }).click();
    const add = page.getByRole('dialog', { name: 'Add Assignment' });
    await add
      .getByLabel(/^Start from a template/)
      .first()
      .click();
    await page.getByRole('option', { name: `${renamed} (Passing & Receiving)`, exact: true }).click();
    expect(await add.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe(renamed);
    await add.getByRole('button', { name: 'Cancel' }).click();
    await add.waitFor({ state: 'hidden' });

    // Delete: the confirmation names the template; Cancel keeps it.
    await section.getByRole('button', { name: `Delete template ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete “${renamed}”?` });
    await confirm.getByText(`The template “${renamed}” will no longer be offered in Add Assignment.`).waitFor();
    await expectNoSeriousAxeViolations(page, 'delete template confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await renamedRow.waitFor();
    await section.getByRole('button', { name: `Delete template ${renamed}` }).click();
    await confirm.getByRole('button', { name: 'Delete template' }).click();
    await expectToast(page, 'Template deleted', `“${renamed}” is no longer one of your club's templates.`);
    await renamedRow.waitFor({ state: 'detached' });
    const left = await page.request.get('/api/assignment-templates');
    expect(((await left.json()) as { title: string }[]).some((template) => template.title === renamed)).toBe(false);
  });

  it('fits 375 px, and a list that fails to load says so and retries', async () => {
    const { page } = await session.reopen(PHONE);
    await signIn(page);
    const phoneTitle = `Wall passes ${suffix}`;
    const response = await page.request.post('/api/assignment-templates', {
      data: {
        title: phoneTitle,
        category: 'Passing & Receiving',
        instructions: 'One hundred left-foot passes against a wall.',
        dueInDays: 0,
      },
    });
    expect(response.status()).toBe(201);

    const templates = (url: URL) => url.pathname === '/api/assignment-templates';
    await page.route(templates, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error"}' }),
    );
    const section = await openTemplates(page);
    await section.getByText('Could not load the templates').waitFor();
    await expectNoSeriousAxeViolations(page, 'templates failed to load (375 px)');
    await page.unroute(templates);
    await section.getByRole('button', { name: 'Try again' }).click();
    const row = section.getByTestId('template-row').filter({ hasText: phoneTitle });
    await row.getByText('Passing & Receiving · Evidence: Note · due the same day').waitFor();
    await row.scrollIntoViewIfNeeded();
    const { scrollWidth, viewportWidth } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(viewportWidth);
    await saveScreenshot(page, 'templates-list-phone');
    await expectNoSeriousAxeViolations(page, 'templates list (375 px)');

    await section.getByRole('button', { name: `Edit template ${phoneTitle}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit template “${phoneTitle}”` });
    expect(await edit.getByRole('textbox', { name: /^Due in/ }).inputValue()).toBe('0');
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'templates-edit-phone', { fullPage: false });
    await expectNoSeriousAxeViolations(page, 'edit template (375 px)');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await section.getByRole('button', { name: `Delete template ${phoneTitle}` }).click();
    await page
      .getByRole('dialog', { name: `Delete “${phoneTitle}”?` })
      .getByRole('button', { name: 'Delete template' })
      .click();
    await expectToast(page, 'Template deleted', `“${phoneTitle}” is no longer one of your club's templates.`);
    await row.waitFor({ state: 'detached' });
  });
});
