import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserLikeClient, dateOfBirthAged } from '@portal/server-kit/testing';
import type { Page } from 'playwright-core';
import { makeClip } from '../apps/media/test/support/clips';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESKTOP, PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { expectToast } from './support/journeys';
import { guardianInvitationLinkMailedTo } from './support/mail-outbox';
import { browserSession } from './support/session';
import { clippedInNotice, openUploadDialog, signIn } from './support/upload-dialog';

const PASSWORD = 'Kick-Off-2026!';
const MEDIA_QUESTION = "Kim is waiting for you: may the club store Kim's videos?";
const SHARE_QUESTION = "May the club share Kim's videos beyond Kim and the coaches?";

/**
 * Issue 37, a family arrives with its decisions waiting: a 12-year-old signs up (through the API)
 * with her parent's e-mail and her upload waits for them; the parent opens the mailed invitation,
 * makes an account and lands on Kim's family home, whose first content is Kim's question; "Not now"
 * puts one off for this visit, "Allow" decides it, and Kim's upload then goes ahead. Axe at each
 * state, 1280 and 375 px.
 */
describe('the family home asks first what the child is waiting for', () => {
  const session = browserSession(DESKTOP);
  let clips: string;
  let clip: string;

  beforeAll(async () => {
    clips = await mkdtemp(join(tmpdir(), 'e2e-family-home-first-'));
    clip = await makeClip(clips, 'h264', 2, '320x240');
  });
  afterAll(async () => {
    await rm(clips, { recursive: true, force: true });
  });

  async function look(page: Page, label: string) {
    await page.waitForTimeout(300);
    const { scrollWidth, viewportWidth } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(viewportWidth);
    // Nothing in a dialog's notice is cut off at its right edge (a long e-mail once widened it).
    expect(await clippedInNotice(page)).toEqual([]);
    await expectNoSeriousAxeViolations(page, label);
    // In test-artifacts/screenshots/ (ignored).
    await saveScreenshot(page, `family-home-first-${label.replace(/[^a-z0-9]+/gi, '-')}`);
  }

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`a guardian decides from the family home and the child uploads (${viewport.width} px)`, async () => {
      let { page } = await session.reopen(viewport);
      const stamp = `${size}.${Date.now().toString(36)}`;
      const guardianEmail = `kims.parent.${stamp}@home.test`;
      const kim = { email: `kim.${stamp}@club.test`, password: PASSWORD };
      const signup = await new BrowserLikeClient(session.portal.baseUrl).post('/api/auth/signup', {
        ...kim,
        firstName: 'Kim',
        lastName: 'Family',
        dateOfBirth: dateOfBirthAged(12),
        guardianEmail,
      });
      expect(signup.status).toBe(201);

      // Kim's upload waits for the e-mail she gave.
      await signIn(page, kim);
      let dialog = await openUploadDialog(page, clip);
      await dialog.getByTestId('consent-notice').getByText(`Waiting for ${guardianEmail} to decide`).waitFor();
      expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
      await look(page, `${size} child upload waiting`);

      // The parent opens the invitation mailed at sign-up and makes an account.
      const invitation = await guardianInvitationLinkMailedTo(guardianEmail);
      ({ page } = await session.reopen(viewport));
      await page.goto('/login');
      await page.goto(invitation.replace(/^https?:\/\/[^/]+/, ''));
      await page.getByRole('heading', { name: 'Create your parent account' }).waitFor();
      await page.getByLabel('First name').fill('Pat');
      await page.getByLabel('Last name').fill('Family');
      await page.getByLabel(/^Password/).fill(PASSWORD);
      await page.getByLabel(/^Confirm password/).fill(PASSWORD);
      await page.getByLabel(/^Confirm password/).press('Enter');
      await page.waitForURL(/\/family\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { name: "Kim's home", level: 1 }).waitFor();

      // Kim's question comes first: before the news and the child's pages.
      const questions = page.getByTestId('consent-questions');
      const media = questions.getByRole('group', { name: MEDIA_QUESTION });
      await media.waitFor();
      const order = await page.evaluate(() => {
        const main = document.querySelector('main');
        const headings = [...(main?.querySelectorAll('h2') ?? [])].map((heading) => heading.textContent);
        return headings;
      });
      expect(order[0]).toBe('Waiting for your decision');
      expect(await questions.getByTestId('consent-question').first().getAttribute('aria-labelledby')).toBe(
        await media.getAttribute('aria-labelledby'),
      );
      await look(page, `${size} family home with question`);

      // "Not now" puts a question off for this visit only.
      await questions.getByRole('group', { name: SHARE_QUESTION }).getByRole('button', { name: 'Not now' }).click();
      await questions.getByRole('group', { name: SHARE_QUESTION }).waitFor({ state: 'detached' });
      await page.reload();
      await questions.getByRole('group', { name: SHARE_QUESTION }).waitFor();

      // Allow: decided, so not asked again.
      await questions.getByRole('group', { name: MEDIA_QUESTION }).getByRole('button', { name: 'Allow' }).click();
      await expectToast(page, 'Thank you', "The club may store Kim's videos now: Kim can upload.");
      await questions.getByRole('group', { name: MEDIA_QUESTION }).waitFor({ state: 'detached' });
      await look(page, `${size} family home after allow`);
      await page.reload();
      await questions.getByRole('group', { name: SHARE_QUESTION }).waitFor();
      expect(await questions.getByRole('group', { name: MEDIA_QUESTION }).count()).toBe(0);

      // Kim's upload goes ahead.
      ({ page } = await session.reopen(viewport));
      await signIn(page, kim);
      dialog = await openUploadDialog(page, clip);
      await dialog.getByTestId('consent-allowed').waitFor();
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
      await expectToast(page, 'Upload complete!', 'Your video has been uploaded. Please add title and description.');
      expect(await dialog.getByTestId('upload-percent').innerText()).toBe('Uploaded');
      await look(page, `${size} child upload after guardian allowed`);
    });
  }
});
