import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { makeClip } from '../apps/media/test/support/clips';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESKTOP, PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { dateOfBirthAged, expectToast, fillLogin, newPlayer, signUp } from './support/journeys';
import { consentRequestLinkMailedTo, guardianInvitationLinkMailedTo } from './support/mail-outbox';
import { browserSession } from './support/session';

/**
 * Issue 25, parental consent end to end: a 12-year-old gives a parent's e-mail at sign-up (issue 37), the parent
 * accepts the mailed invitation, the child's upload waits for the parent (who is e-mailed and sees
 * the request), the parent grants video storage in one click, and the child's upload goes ahead.
 * Axe at each state, at 1280 and 375 px.
 */
describe('parental consent for a minor', () => {
  const session = browserSession(DESKTOP);
  let clips: string;
  let clip: string;

  beforeAll(async () => {
    clips = await mkdtemp(join(tmpdir(), 'e2e-family-clips-'));
    clip = await makeClip(clips, 'h264', 2, '640x360');
  });
  afterAll(async () => {
    await rm(clips, { recursive: true, force: true });
  });

  async function look(page: Page, label: string) {
    await page.waitForTimeout(400);
    const { scrollWidth, viewportWidth } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(viewportWidth);
    await expectNoSeriousAxeViolations(page, label);
    // In test-artifacts/screenshots/ (ignored), never a fixed path outside the repository.
    await saveScreenshot(page, `consent-${label.replace(/[^a-z0-9]+/gi, '-')}`);
  }

  async function openUpload(page: Page) {
    await page.goto('/videos');
    await page.getByRole('heading', { name: 'Videos', level: 1 }).waitFor();
    await page
      .getByRole('button', { name: /Upload Your First Video|Upload Video/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Upload Video' });
    await dialog.locator('input[type=file]').setInputFiles(clip);
    return dialog;
  }

  async function tryUpload(page: Page) {
    const dialog = await openUpload(page);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    return dialog;
  }

  async function journey(size: string, viewport: { width: number; height: number }) {
    let { page } = await session.reopen(viewport);
    const parentEmail = `maria.${size}.${Date.now().toString(36)}@home.test`;
    const mia = newPlayer('Mia', `Minor${size}`, { dateOfBirth: dateOfBirthAged(12), guardianEmail: parentEmail });

    // Twelve: the sign-up asks a parent's or guardian's e-mail, and profile setup says they were e-mailed.
    await signUp(page, mia);
    await page.getByRole('heading', { name: /Welcome to .*, Mia!/ }).waitFor();
    await page.getByTestId('guardian-emailed-note').getByText(parentEmail, { exact: false }).waitFor();
    await page.getByLabel('Team', { exact: true }).fill('U13 Girls');
    await look(page, `${size} profile setup with parent`);
    // Enter submits (the sign-up toast may cover the button on a phone).
    await page.getByLabel('Team', { exact: true }).press('Enter');
    // Saved: the page goes on to the dashboard (the toast may be gone on a loaded machine).
    await page.waitForURL('**/dashboard', { timeout: 60_000 });

    // Her consents are on /profile, read-only, with why.
    await page.goto('/profile');
    await page
      .getByTestId('consent-note')
      .getByText(/Until you are 13, your parent or guardian decides/)
      .waitFor();
    expect(await page.getByRole('switch', { name: 'Media consent' }).isDisabled()).toBe(true);
    await look(page, `${size} player consents read-only`);

    // Her upload waits for her parent, named by the e-mail she gave; she sends them a reminder.
    const waiting = await openUpload(page);
    await waiting.getByText(`Waiting for ${parentEmail} to decide`).waitFor();
    expect(await waiting.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    await waiting.getByRole('button', { name: 'Send a reminder' }).click();
    await waiting.getByTestId('reminder-outcome').getByText(`We have e-mailed ${parentEmail} again`).waitFor();
    await look(page, `${size} upload waiting for parent`);
    const requestLink = await consentRequestLinkMailedTo(parentEmail);
    const childId = /\/family\/([0-9a-f-]{36})\/consents/.exec(requestLink)![1]!;

    // The parent accepts the mailed invitation and makes their account.
    const invitation = await guardianInvitationLinkMailedTo(parentEmail);
    ({ page } = await session.reopen(viewport));
    await page.goto('/accept-guardian-invitation');
    await page.getByRole('heading', { name: 'This invitation no longer works' }).waitFor();
    await look(page, `${size} guardian invitation dead link`);
    // Another page first: a change of the fragment alone would not load the page again.
    await page.goto('/login');
    await page.goto(invitation.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByRole('heading', { name: 'Create your parent account' }).waitFor();
    await page.getByLabel(/^Password/).press('Enter');
    // Under the field (the toast says it too).
    await page.locator('form').getByText('First name is required').waitFor();
    await look(page, `${size} guardian invitation form errors`);
    await page.getByLabel('First name').fill('Maria');
    await page.getByLabel('Last name').fill('Minor');
    await page.getByLabel(/^Password/).fill('Kick-Off-2026!');
    await page.getByLabel(/^Confirm password/).fill('Kick-Off-2026!');
    await page.getByLabel(/^Confirm password/).press('Enter');
    await page.waitForURL(`**/family/${childId}`);

    // The parent grants video storage in one click at /family/:childId/consents.
    await page.goto(`/family/${childId}/consents`);
    await page.getByRole('heading', { name: "Mia's consents", level: 1 }).waitFor();
    const requests = page.getByTestId('consent-requests');
    await requests.getByText('Mia asks you to allow media').waitFor();
    await look(page, `${size} family consents with request`);
    await requests.getByRole('button', { name: 'Allow media' }).click();
    await expectToast(page, 'Consent updated successfully', 'Mia can go ahead now.');
    await requests.waitFor({ state: 'detached' });
    await page.getByRole('switch', { name: 'Media consent', checked: true }).waitFor();
    await page
      .getByTestId('media-decision')
      .getByText(/Granted by Maria Minor \(parent\/guardian\)/)
      .waitFor();
    await look(page, `${size} family consents granted`);

    // Signed in as a parent, a used link says so.
    await page.goto(invitation.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByRole('button', { name: 'Add this child to my account' }).waitFor();
    await look(page, `${size} guardian invitation signed in as parent`);
    await page.getByRole('button', { name: 'Add this child to my account' }).click();
    await page.getByRole('heading', { name: 'This invitation no longer works' }).waitFor();

    // The child's upload goes ahead; her consents name who decided.
    ({ page } = await session.reopen(viewport));
    await page.goto('/login');
    await fillLogin(page, mia.email, mia.password);
    await page.waitForURL(/\/(dashboard|profile-setup)/);
    const dialog = await tryUpload(page);
    await expectToast(page, 'Upload complete!', 'Your video has been uploaded. Please add title and description.');
    expect(await dialog.getByTestId('upload-percent').innerText()).toBe('Uploaded');
    await page.keyboard.press('Escape');
    await page.goto('/profile');
    await page
      .getByTestId('media-decision')
      .getByText(/Granted by Maria Minor \(parent\/guardian\)/)
      .waitFor();

    // A child's account opening an invitation is told it needs a parent account.
    await page.goto('/accept-guardian-invitation#token=' + 'x'.repeat(43));
    await page.getByText('Only a parent account can accept a guardian invitation', { exact: false }).waitFor();
    await look(page, `${size} guardian invitation as a player`);
  }

  it('a minor adds a parent, waits for them, and the parent grants video storage (1280 px)', async () => {
    await journey('desktop', DESKTOP);
  });

  it('the same at 375 px', async () => {
    await journey('phone', PHONE);
  });
});
