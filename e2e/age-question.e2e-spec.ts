import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserLikeClient } from '@portal/server-kit/testing';
import type { Page } from 'playwright-core';
import { makeClip } from '../apps/media/test/support/clips';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESKTOP, PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import {
  GUARDIAN_EMAIL_LABEL,
  answerWelcome,
  dateOfBirthAged,
  expectToast,
  fillDateOfBirth,
  fillLogin,
  fillSignup,
  newPlayer,
} from './support/journeys';
import { guardianInvitationLinkMailedTo } from './support/mail-outbox';
import { browserSession } from './support/session';

type Viewport = { width: number; height: number };

/** Words that would tell a reader of unknown age where the consent age lies (ARCHITECTURE §9). */
const AGE_HINT = /\b(1[3-6]|under|over|old enough|too young)\b/i;

/**
 * Issue 37, the neutral age question in the browser: an adult signs up, allows media on the welcome
 * step and uploads a first video; sign-up refuses a missing or future date of birth and asks a
 * 12-year-old for a parent's or guardian's e-mail; an account with no date of birth on file is asked
 * once at sign-in and never again. Axe at each state, at 1280 and 375 px.
 */
describe('the age question', () => {
  const session = browserSession(DESKTOP);
  let clips: string;
  let clip: string;

  beforeAll(async () => {
    clips = await mkdtemp(join(tmpdir(), 'e2e-age-question-'));
    clip = await makeClip(clips, 'h264', 1, '320x180');
  });

  afterAll(async () => {
    if (clips) await rm(clips, { recursive: true, force: true });
  });

  async function check(page: Page, state: string, width: number, screenshot?: string) {
    await expectNoSeriousAxeViolations(page, `${state} at ${width} px`);
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewportWidth);
    if (screenshot) await saveScreenshot(page, `age-question-${screenshot}-${width}`);
  }

  /** The page's text says nothing of any age threshold. */
  async function expectNoAgeHint(page: Page) {
    expect(await page.locator('main').innerText()).not.toMatch(AGE_HINT);
  }

  const sizes: [string, Viewport][] = [
    ['1280', DESKTOP],
    ['375', PHONE],
  ];

  describe.each(sizes)('at %s px', (_label, viewport) => {
    it('an adult signs up, allows media on the welcome step and uploads a first video', async () => {
      const { page } = await session.reopen(viewport);
      const player = newPlayer('Ada', 'Adult');
      await page.goto('/signup');
      const birthDate = page.getByRole('group', { name: /Date of birth/ });
      await birthDate.getByLabel('Day', { exact: true }).waitFor();
      // Three empty fields: no default, no hint.
      for (const part of ['Day', 'Month', 'Year'])
        expect(await birthDate.getByLabel(part, { exact: true }).inputValue()).toBe('');
      await expectNoAgeHint(page);
      await check(page, 'sign-up, empty', viewport.width, 'signup');

      await fillSignup(page, player);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL('**/welcome');
      await expectToast(page, 'Account created!', 'Ada');
      await page.getByRole('heading', { name: 'One more thing', level: 1 }).waitFor();
      const media = page.getByRole('switch', { name: 'May your coach store your videos?' });
      await media.waitFor({ state: 'attached' });
      for (const name of ['May your coach store your videos?', 'Video sharing', 'Analytics'])
        expect(await page.getByRole('switch', { name }).isChecked()).toBe(false);
      await page.getByRole('button', { name: 'Skip for now' }).waitFor();
      await check(page, 'welcome step', viewport.width, 'welcome');

      await answerWelcome(page, ['media']);
      await page.waitForURL('**/profile-setup');
      await page.getByRole('heading', { name: /Welcome to .*, Ada!/ }).waitFor();
      expect(await page.getByTestId('guardian-emailed-note').count()).toBe(0);
      await check(page, 'profile setup after the welcome step', viewport.width);

      await page.goto('/videos');
      await page.getByRole('heading', { name: 'Videos', level: 1 }).waitFor();
      await page
        .getByRole('button', { name: /Upload Your First Video|Upload Video/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Upload Video' });
      await dialog.locator('input[type=file]').setInputFiles(clip);
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
      await expectToast(page, 'Upload complete!', 'Your video has been uploaded. Please add title and description.');
      expect(await dialog.getByText('Consent needed to store your video').count()).toBe(0);
      expect(await dialog.getByTestId('upload-percent').innerText()).toBe('Uploaded');
      await check(page, 'upload dialog, uploaded', viewport.width);
      await page.keyboard.press('Escape');

      // The decision is the player's own, on the profile.
      await page.goto('/profile');
      await page.getByRole('switch', { name: 'Media consent', checked: true }).waitFor({ state: 'attached' });
      expect(await page.getByTestId('consent-note').count()).toBe(0);
    });

    it('sign-up refuses a missing or future date of birth, and asks a 12-year-old for a guardian’s e-mail', async () => {
      const { page, requests } = await session.reopen(viewport);
      const parentEmail = `guardian.${viewport.width}.${Date.now().toString(36)}@home.test`;
      const child = newPlayer('Kim', `Young${viewport.width}`, { dateOfBirth: dateOfBirthAged(12) });
      await page.goto('/signup');
      await fillSignup(page, { ...child, dateOfBirth: '--' });
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expectToast(page, 'Missing information', 'Please fill in all required fields');
      const error = page.getByTestId('date-of-birth-error');
      expect(await error.innerText()).toBe('Enter your date of birth');
      const day = page.getByLabel('Day', { exact: true });
      expect(await day.getAttribute('aria-invalid')).toBe('true');
      expect(await day.evaluate((element) => element === document.activeElement)).toBe(true);
      await check(page, 'sign-up, date of birth missing', viewport.width);

      const nextYear = String(new Date().getFullYear() + 1);
      await fillDateOfBirth(page, `${nextYear}-01-01`);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expectToast(page, 'Check your date of birth', 'A date of birth cannot be in the future');
      expect(await error.innerText()).toBe('A date of birth cannot be in the future');
      await check(page, 'sign-up, date of birth in the future', viewport.width);
      expect(requests.filter((url) => url.includes('/api/auth/signup'))).toEqual([]);

      // The server says the same, naming the field, and creates nothing.
      const direct = new BrowserLikeClient(session.portal.baseUrl);
      const { dateOfBirth: _dateOfBirth, ...withoutDate } = newPlayer('Noa', 'Nodate');
      for (const body of [withoutDate, { ...withoutDate, dateOfBirth: `${nextYear}-01-01` }]) {
        const refused = await direct.post('/api/auth/signup', body);
        expect(refused.status).toBe(400);
        const answer = (await refused.json()) as { errors: { field: string }[] };
        expect(answer.errors.map((item) => item.field)).toEqual(['dateOfBirth']);
      }
      expect(
        (await direct.post('/api/auth/login', { email: withoutDate.email, password: withoutDate.password })).status,
      ).toBe(401);

      // Twelve: the server asks for a parent's or guardian's e-mail; the page keeps what was typed.
      await fillDateOfBirth(page, child.dateOfBirth);
      await page.getByRole('button', { name: 'Create Account' }).click();
      const guardian = page.getByLabel(GUARDIAN_EMAIL_LABEL);
      await guardian.waitFor();
      expect(await guardian.evaluate((element) => element === document.activeElement)).toBe(true);
      await page
        .getByText("We'll email your parent or guardian so they can look after your account's choices with you.")
        .waitFor();
      expect(await page.getByLabel('First name').inputValue()).toBe(child.firstName);
      expect(await page.getByLabel(/^Email/).inputValue()).toBe(child.email);
      expect(await page.getByLabel(/^Password/).inputValue()).toBe(child.password);
      expect(page.url()).toMatch(/\/signup$/);
      await expectNoAgeHint(page);
      await check(page, 'sign-up, guardian e-mail asked', viewport.width, 'signup-guardian');

      // The player's own address is not a guardian's.
      await guardian.fill(child.email);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText("Enter your parent's or guardian's own email, not yours").first().waitFor();

      await guardian.fill(parentEmail);
      await page.getByRole('button', { name: 'Create Account' }).click();
      // A guardian decides: no consent step, and profile setup says who was e-mailed.
      await page.waitForURL('**/profile-setup');
      const note = page.getByTestId('guardian-emailed-note');
      await note.getByText(parentEmail, { exact: false }).waitFor();
      expect(await note.innerText()).not.toMatch(AGE_HINT);
      await check(page, 'profile setup, guardian e-mailed', viewport.width, 'profile-setup-guardian');
      expect(await guardianInvitationLinkMailedTo(parentEmail)).toMatch(/\/accept-guardian-invitation#token=/);

      // Her record names the entry the sign-up made, with that address.
      const { id } = (await page.evaluate(async () => (await fetch('/api/players/me')).json())) as { id: string };
      const record = (await page.evaluate(
        async (playerId) => (await fetch(`/api/players/${playerId}`)).json(),
        id,
      )) as {
        consentDecidedBy: string;
        parents: { name: string; email: string | null }[];
      };
      expect(record.consentDecidedBy).toBe('guardian');
      expect(record.parents).toEqual([expect.objectContaining({ name: 'Parent or guardian', email: parentEmail })]);
    });

    it('an account without a date of birth is asked once at sign-in, then goes where it was going', async () => {
      const { page } = await session.reopen(viewport);
      const account = {
        email: `older.${viewport.width}.${Date.now().toString(36)}@club.test`,
        password: 'Kick-Off-2026!',
        firstName: 'Olle',
        lastName: 'Older',
        role: 'player' as const,
      };
      await session.portal.createUser(account);

      await page.goto('/roadmap');
      await page.waitForURL('**/login?returnTo=%2Froadmap');
      await fillLogin(page, account.email, account.password);
      await page.waitForURL(
        (url) => url.pathname === '/date-of-birth' && url.searchParams.get('returnTo') === '/roadmap',
      );
      await page.getByRole('heading', { name: 'When were you born?', level: 1 }).waitFor();
      await expectNoAgeHint(page);
      await check(page, 'the age question at sign-in', viewport.width, 'date-of-birth');

      // No other signed-in screen before the answer.
      await page.goto('/videos');
      await page.waitForURL(
        (url) => url.pathname === '/date-of-birth' && url.searchParams.get('returnTo') === '/videos',
      );
      await page.goto('/date-of-birth?returnTo=%2Froadmap');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectToast(page, 'Check your date of birth', 'Enter your date of birth');
      expect(await page.getByTestId('date-of-birth-error').innerText()).toBe('Enter your date of birth');
      await check(page, 'the age question, not answered', viewport.width);

      await fillDateOfBirth(page, '1998-05-17');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/roadmap');
      await expectToast(page, 'Thank you', 'Your date of birth is saved.');
      await page.getByRole('heading', { name: 'No Active Roadmap' }).waitFor();
      await check(page, 'roadmap after the answer', viewport.width);

      // Answered: the next sign-in goes straight on, and the page itself sends them on.
      await page.goto('/api/logout');
      await page.goto('/login');
      await fillLogin(page, account.email, account.password);
      await page.waitForURL('**/dashboard');
      await page.goto('/date-of-birth');
      await page.waitForURL('**/dashboard');
      const { id } = (await page.evaluate(async () => (await fetch('/api/players/me')).json())) as { id: string };
      const record = (await page.evaluate(
        async (playerId) => (await fetch(`/api/players/${playerId}`)).json(),
        id,
      )) as {
        dateOfBirth: string;
        dateOfBirthSource: string;
        consentDecidedBy: string;
      };
      expect(record).toMatchObject({
        dateOfBirth: '1998-05-17',
        dateOfBirthSource: 'self',
        consentDecidedBy: 'player',
      });
    });
  });
});
