import { runAppCli } from './cli';
import { BrowserLikeClient } from './http-client';

/** Passes the portal's password rules (length, not a common password). */
export const TEST_PASSWORD = 'Kick-Off-2026!';

/** Signs a player up through the gateway, as the sign-up page does, and returns their signed-in browser. */
export async function signUpPlayer(
  baseUrl: string,
  name: string,
  password = TEST_PASSWORD,
): Promise<BrowserLikeClient> {
  const browser = new BrowserLikeClient(baseUrl);
  const response = await browser.post('/api/auth/signup', {
    email: `${name}@club.test`,
    password,
    firstName: name,
    lastName: 'Test',
  });
  if (response.status !== 201)
    throw new Error(`sign-up of ${name} answered ${response.status}: ${await response.text()}`);
  return browser;
}

export interface StaffAccount {
  email: string;
  role: 'coach' | 'admin';
  firstName?: string;
  lastName?: string;
  password?: string;
}

/** Creates a coach or admin with the identity CLI (as the README says), then signs them in. */
export async function createSignedInStaff(
  baseUrl: string,
  env: Record<string, string>,
  { email, role, firstName = 'Cal', lastName = 'Coach', password = TEST_PASSWORD }: StaffAccount,
): Promise<BrowserLikeClient> {
  const created = await runAppCli(
    'identity',
    [
      'user:create',
      '--email',
      email,
      '--password',
      password,
      '--first-name',
      firstName,
      '--last-name',
      lastName,
      '--role',
      role,
    ],
    env,
  );
  if (created.code !== 0) throw new Error(`user:create ${email} failed: ${created.stderr || created.stdout}`);
  const browser = new BrowserLikeClient(baseUrl);
  const login = await browser.post('/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`login of ${email} answered ${login.status}`);
  return browser;
}
