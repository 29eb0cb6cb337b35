import { BrowserLikeClient } from '@portal/server-kit/testing';
import type { Page } from 'playwright-core';
import type { RunningPortal } from './portal';

let counter = 0;

/** A new, unique player for one test. */
export function newPlayer(firstName = 'Ana', lastName = 'Silva') {
  counter += 1;
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${Date.now().toString(36)}${counter}@club.test`,
    password: 'kick-off-2025!',
  };
}

export type Player = ReturnType<typeof newPlayer>;

export async function fillSignup(page: Page, player: Player, confirmPassword = player.password): Promise<void> {
  await page.getByLabel('First name').fill(player.firstName);
  await page.getByLabel('Last name').fill(player.lastName);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel(/^Password/).fill(player.password);
  await page.getByLabel(/^Confirm password/).fill(confirmPassword);
}

export async function signUp(page: Page, player: Player): Promise<void> {
  await page.goto('/signup');
  await fillSignup(page, player);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/profile-setup');
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
