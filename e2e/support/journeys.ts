import { ADULT_DATE_OF_BIRTH, BrowserLikeClient, dateOfBirthAged } from '@portal/server-kit/testing';
import type { Page } from 'playwright-core';
import type { RunningPortal } from './portal';

export { ADULT_DATE_OF_BIRTH, dateOfBirthAged };

let counter = 0;

export interface NewPlayerOptions {
  /** The answer to sign-up's age question (`yyyy-MM-dd`): an adult's unless given. */
  dateOfBirth?: string;
  /** A parent's or guardian's e-mail: sign-up asks it under the club's consent age (13 by default). */
  guardianEmail?: string;
}

/**
 * A new, unique player for one test: an adult unless `dateOfBirth` says otherwise (a child under
 * the consent age also needs `guardianEmail`). Its fields are the sign-up request's, so a test may
 * post it to /api/auth/signup as it is.
 */
export function newPlayer(firstName = 'Ana', lastName = 'Silva', options: NewPlayerOptions = {}) {
  counter += 1;
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${Date.now().toString(36)}${counter}@club.test`,
    password: 'kick-off-2025!',
    dateOfBirth: options.dateOfBirth ?? ADULT_DATE_OF_BIRTH,
    ...(options.guardianEmail ? { guardianEmail: options.guardianEmail } : {}),
  };
}

export type Player = ReturnType<typeof newPlayer>;

/** Types a date of birth (`yyyy-MM-dd`) into the Day, Month and Year fields of the age question. */
export async function fillDateOfBirth(page: Page, dateOfBirth: string): Promise<void> {
  const [year = '', month = '', day = ''] = dateOfBirth.split('-');
  await page.getByLabel('Day', { exact: true }).fill(day);
  await page.getByLabel('Month', { exact: true }).fill(month);
  await page.getByLabel('Year', { exact: true }).fill(year);
}

/** The sign-up form's fields (the guardian's e-mail is asked only after the server asks for it). */
export async function fillSignup(page: Page, player: Player, confirmPassword = player.password): Promise<void> {
  await page.getByLabel('First name').fill(player.firstName);
  await page.getByLabel('Last name').fill(player.lastName);
  await fillDateOfBirth(page, player.dateOfBirth);
  await page.getByLabel(/^Email/).fill(player.email);
  await page.getByLabel(/^Password/).fill(player.password);
  await page.getByLabel(/^Confirm password/).fill(confirmPassword);
}

export const GUARDIAN_EMAIL_LABEL = "Parent's or guardian's email";

export interface SignUpOptions {
  /** The welcome step's switches to turn on (an adult decides their own consents there); none by default. */
  allow?: ('media' | 'video_share' | 'analytics')[];
  /** Stop on /welcome instead of answering it. */
  stayOnWelcome?: boolean;
}

const WELCOME_SWITCHES = {
  media: 'May your coach store your videos?',
  video_share: 'Video sharing',
  analytics: 'Analytics',
} as const;

/**
 * Signs `player` up on /signup (with its guardian's e-mail when the page asks it) and follows the
 * pages after it: an adult answers the welcome step (skips it unless `allow` names consents), a
 * child whose parent or guardian decides goes straight on. Ends on /profile-setup.
 */
export async function signUp(page: Page, player: Player, options: SignUpOptions = {}): Promise<void> {
  await page.goto('/signup');
  await fillSignup(page, player);
  await page.getByRole('button', { name: 'Create Account' }).click();
  if (player.guardianEmail) {
    const guardian = page.getByLabel(GUARDIAN_EMAIL_LABEL);
    await guardian.waitFor({ state: 'visible', timeout: 15_000 });
    await guardian.fill(player.guardianEmail);
    await page.getByRole('button', { name: 'Create Account' }).click();
  }
  // A child whose parent or guardian decides passes /welcome on to /profile-setup at once.
  if (!player.guardianEmail) {
    await page.waitForURL('**/welcome', { timeout: 15_000 });
    if (options.stayOnWelcome) return;
    await answerWelcome(page, options.allow ?? []);
  }
  await page.waitForURL('**/profile-setup', { timeout: 15_000 });
}

/** On /welcome: switches on the named consents and continues, or skips when there are none. */
export async function answerWelcome(page: Page, allow: readonly (keyof typeof WELCOME_SWITCHES)[]): Promise<void> {
  await page.getByRole('heading', { name: 'One more thing' }).waitFor();
  const skip = page.getByRole('button', { name: 'Skip for now' });
  await skip.waitFor();
  // By keyboard: on a phone the sign-up toast may lie over the buttons (and a pointer on it keeps it open).
  if (allow.length === 0) {
    await skip.press('Enter');
    return;
  }
  for (const type of allow) {
    const toggle = page.getByRole('switch', { name: WELCOME_SWITCHES[type] });
    await toggle.press('Space');
    await page.getByRole('switch', { name: WELCOME_SWITCHES[type], checked: true }).waitFor({ state: 'attached' });
  }
  await page.getByRole('button', { name: 'Continue' }).press('Enter');
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * A toast with this title and message appears. An earlier toast with the same title (an earlier
 * error still on screen) is not mistaken for it: the wait is for both texts in one toast.
 */
export async function expectToast(page: Page, title: string, message: string): Promise<void> {
  const toasts = page.locator('.mantine-Notification-root').filter({ hasText: title });
  try {
    await toasts.filter({ hasText: message }).first().waitFor({ state: 'visible', timeout: 10_000 });
  } catch {
    const shown = await toasts.allInnerTexts();
    throw new Error(`no toast "${title}" says "${message}"; shown: ${JSON.stringify(shown)}`);
  }
}

/** A club admin per portal (made once per test file) who records what only staff or a guardian may. */
const recorders = new Map<string, Promise<BrowserLikeClient>>();

function recorderFor(portal: Pick<RunningPortal, 'baseUrl' | 'createUser'>): Promise<BrowserLikeClient> {
  let recorder = recorders.get(portal.baseUrl);
  if (!recorder) {
    recorder = (async () => {
      const account = {
        email: `records.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@club.test`,
        password: 'Kick-Off-2026!',
        firstName: 'Rea',
        lastName: 'Records',
        role: 'admin' as const,
      };
      await portal.createUser(account);
      const admin = new BrowserLikeClient(portal.baseUrl);
      const login = await admin.post('/api/auth/login', { email: account.email, password: account.password });
      if (!login.ok) throw new Error(`records admin login: ${login.status}`);
      return admin;
    })();
    recorders.set(portal.baseUrl, recorder);
  }
  return recorder;
}

/**
 * Puts an adult date of birth on the signed-in player's record, recorded by their club's admin (a
 * player cannot move themself over the consent age), so the player decides their own consents:
 * under the club's consent age, or with none on file, a guardian does.
 */
export async function recordAdultBirthDate(
  page: Page,
  portal: Pick<RunningPortal, 'baseUrl' | 'createUser'>,
): Promise<void> {
  const { id } = await page.evaluate(async () => (await (await fetch('/api/players/me')).json()) as { id: string });
  const admin = await recorderFor(portal);
  const response = await admin.patch(`/api/players/${id}`, { dateOfBirth: '2000-01-01' });
  if (!response.ok) throw new Error(`date of birth: ${response.status} ${await response.text()}`);
}

/**
 * Answers the age question for a player account the identity CLI made (it has no date of birth, so
 * the app would ask it at the first sign-in), through the API as the account itself: for tests whose
 * subject is not that question.
 */
export async function answerAgeQuestion(
  portal: Pick<RunningPortal, 'baseUrl'>,
  account: { email: string; password: string },
  dateOfBirth = ADULT_DATE_OF_BIRTH,
): Promise<void> {
  const player = new BrowserLikeClient(portal.baseUrl);
  const login = await player.post('/api/auth/login', { email: account.email, password: account.password });
  if (!login.ok) throw new Error(`login of ${account.email}: ${login.status}`);
  const answer = await player.put('/api/players/me/date-of-birth', { dateOfBirth });
  if (!answer.ok) throw new Error(`date of birth of ${account.email}: ${answer.status} ${await answer.text()}`);
  await player.post('/api/auth/logout');
}
