import type { Page } from 'playwright-core';

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

/** The toast region shows this title and message (one toast at a time). */
export async function expectToast(page: Page, title: string, message: string): Promise<void> {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: title });
  await toast.first().waitFor({ state: 'visible', timeout: 10_000 });
  const text = await toast.first().innerText();
  if (!text.includes(message)) throw new Error(`toast "${title}" says "${text}", expected "${message}"`);
}

/**
 * Puts an adult date of birth on the signed-in player's record (as the profile form would), so the
 * player decides their own consents: under the club's consent age, or with none on file, a guardian does.
 */
export async function recordAdultBirthDate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const { id } = (await (await fetch('/api/players/me')).json()) as { id: string };
    const response = await fetch(`/api/players/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ dateOfBirth: '2000-01-01' }),
    });
    if (!response.ok) throw new Error(`date of birth: ${response.status}`);
  });
}
