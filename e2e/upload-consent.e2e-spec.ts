import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserLikeClient, dateOfBirthAged } from '@portal/server-kit/testing';
import type { Page } from 'playwright-core';
import { makeClip } from '../apps/media/test/support/clips';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESKTOP, PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { expectToast } from './support/journeys';
import { consentRequestLinkMailedTo } from './support/mail-outbox';
import { browserSession } from './support/session';
import { clippedInNotice, openUploadDialog, signIn } from './support/upload-dialog';

const PASSWORD = 'Kick-Off-2026!';
let counter = 0;

/** Signs a player up through the API (the sign-up form is not this file's subject). */
async function signUpByApi(
  baseUrl: string,
  firstName: string,
  dateOfBirth: string,
  guardianEmail?: string,
): Promise<{ email: string; password: string; client: BrowserLikeClient }> {
  counter += 1;
  const email = `${firstName.toLowerCase()}.${Date.now().toString(36)}${counter}@club.test`;
  const client = new BrowserLikeClient(baseUrl);
  const response = await client.post('/api/auth/signup', {
    email,
    password: PASSWORD,
    firstName,
    lastName: 'Upload',
    dateOfBirth,
    ...(guardianEmail ? { guardianEmail } : {}),
  });
  if (response.status !== 201) throw new Error(`sign-up of ${email}: ${response.status} ${await response.text()}`);
  return { email, password: PASSWORD, client };
}

/**
 * Issue 37, the upload dialog says who decides whether a video may be stored, before anything is
 * sent: an adult allows it in place and uploads in the same dialog; a 12-year-old reads whom it
 * waits for (the e-mail given at sign-up) and can send them a reminder. Axe at each state, 1280 and 375 px.
 */
describe('the upload dialog asks the person who decides', () => {
  const session = browserSession(DESKTOP);
  let clips: string;
  let clip: string;

  beforeAll(async () => {
    clips = await mkdtemp(join(tmpdir(), 'e2e-upload-consent-'));
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
    await saveScreenshot(page, `upload-consent-${label.replace(/[^a-z0-9]+/gi, '-')}`);
  }

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`an adult allows storing their videos in the dialog and uploads (${viewport.width} px)`, async () => {
      const { page } = await session.reopen(viewport);
      const adult = await signUpByApi(session.portal.baseUrl, 'Ada', dateOfBirthAged(25));
      await signIn(page, adult);

      const dialog = await openUploadDialog(page, clip);
      const notice = dialog.getByTestId('consent-notice');
      await notice.getByText('May the club store your videos?').waitFor();
      // Nothing goes up that the portal would refuse to store.
      expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
      await look(page, `${size} adult asked in the dialog`);

      await notice.getByRole('button', { name: 'Allow storing my videos' }).click();
      await expectToast(page, 'Video storage allowed', 'The club may now store your videos.');
      await notice.waitFor({ state: 'detached' });
      await dialog.getByTestId('consent-allowed').waitFor();
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
      await expectToast(page, 'Upload complete!', 'Your video has been uploaded. Please add title and description.');
      expect(await dialog.getByTestId('upload-percent').innerText()).toBe('Uploaded');
      await look(page, `${size} adult uploaded`);
      await dialog.getByLabel('Title').fill('First touch');
      await dialog.getByRole('button', { name: 'Save Video' }).click();
      await expectToast(
        page,
        'Video uploaded successfully!',
        'Your video has been saved and is ready for coach review.',
      );
      await page.getByTestId('video-card').filter({ hasText: 'First touch' }).waitFor();

      // The next time, nothing is asked.
      await page.getByRole('button', { name: 'Upload Video' }).click();
      await dialog.getByTestId('consent-allowed').waitFor();
      expect(await dialog.getByTestId('consent-notice').count()).toBe(0);
    });

    it(`a 12-year-old reads whom the upload waits for and can remind them (${viewport.width} px)`, async () => {
      const { page } = await session.reopen(viewport);
      const guardianEmail = `guardian.${size}.${Date.now().toString(36)}@home.test`;
      const kim = await signUpByApi(session.portal.baseUrl, 'Kim', dateOfBirthAged(12), guardianEmail);
      await signIn(page, kim);

      const dialog = await openUploadDialog(page, clip);
      const notice = dialog.getByTestId('consent-notice');
      // The sign-up's guardian entry has no name: the child knows it by the e-mail they gave.
      await notice.getByText(`Waiting for ${guardianEmail} to decide`).waitFor();
      expect(await notice.getByRole('button', { name: /^Allow/ }).count()).toBe(0);
      expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
      // No age is named.
      expect(await notice.innerText()).not.toMatch(/until you are|\b1[0-9]\b/i);
      await look(page, `${size} minor waiting for guardian`);

      await notice.getByRole('button', { name: 'Send a reminder' }).click();
      await notice.getByTestId('reminder-outcome').getByText(`We have e-mailed ${guardianEmail} again`).waitFor();
      expect(await consentRequestLinkMailedTo(guardianEmail)).toMatch(/\/family\/[0-9a-f-]{36}\/consents$/);
      await look(page, `${size} minor reminder sent`);
      // A second one the same day is not sent, and the child is told when it can be.
      await notice.getByRole('button', { name: 'Send a reminder' }).click();
      await notice.getByTestId('reminder-outcome').getByText(`We already e-mailed ${guardianEmail} today`).waitFor();
    });

    it(`a minor with no guardian on file gives their e-mail in the dialog (${viewport.width} px)`, async () => {
      const { page } = await session.reopen(viewport);
      const first = `first.${size}.${Date.now().toString(36)}@home.test`;
      const leo = await signUpByApi(session.portal.baseUrl, 'Leo', dateOfBirthAged(11), first);
      // The guardian entry is taken off the record (as a club might): nobody is left to ask.
      const { id } = (await (await leo.client.get('/api/players/me')).json()) as { id: string };
      expect((await leo.client.patch(`/api/players/${id}`, { parents: [] })).status).toBe(200);
      await signIn(page, leo);

      const dialog = await openUploadDialog(page, clip);
      const notice = dialog.getByTestId('consent-notice');
      await notice.getByText('Your parent or guardian needs to say yes first').waitFor();
      await look(page, `${size} minor without guardian`);
      const field = notice.getByLabel("Your parent's or guardian's email");
      await field.fill(leo.email);
      await notice.getByRole('button', { name: 'Ask them' }).click();
      await notice.getByText("Enter your parent's or guardian's own email, not yours").waitFor();
      const guardianEmail = `asked.${size}.${Date.now().toString(36)}@home.test`;
      await field.fill(guardianEmail);
      await notice.getByRole('button', { name: 'Ask them' }).click();
      await notice.getByText(`Waiting for ${guardianEmail} to decide`).waitFor();
      expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
      await look(page, `${size} minor asked guardian in place`);
    });
  }
});
