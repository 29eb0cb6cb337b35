import { runAppCli } from './cli';
import { BrowserLikeClient } from './http-client';

/** Passes the portal's password rules (length, not a common password). */
export const TEST_PASSWORD = 'Kick-Off-2026!';

/** A date of birth well over any club's consent age (13 to 16). */
export const ADULT_DATE_OF_BIRTH = '2000-01-01';

/** The date of birth of someone `years` old today (UTC), their birthday a month ago. */
export function dateOfBirthAged(years: number, today = new Date()): string {
  const day = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth() - 1, 15));
  return day.toISOString().slice(0, 10);
}

export interface SignUpOptions {
  password?: string;
  /** The answer to the age question: an adult's unless given. */
  dateOfBirth?: string;
  /** Required by the server under the club's consent age. */
  guardianEmail?: string;
}

/**
 * Signs a player up through the gateway, as the sign-up page does, and returns their signed-in
 * browser. An adult unless `dateOfBirth` says otherwise (a child also needs `guardianEmail`).
 */
export async function signUpPlayer(
  baseUrl: string,
  name: string,
  options: SignUpOptions = {},
): Promise<BrowserLikeClient> {
  const browser = new BrowserLikeClient(baseUrl);
  const response = await browser.post('/api/auth/signup', {
    email: `${name}@club.test`,
    password: options.password ?? TEST_PASSWORD,
    firstName: name,
    lastName: 'Test',
    dateOfBirth: options.dateOfBirth ?? ADULT_DATE_OF_BIRTH,
    ...(options.guardianEmail ? { guardianEmail: options.guardianEmail } : {}),
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

/** The usual cast of an API test, all signed in through the gateway. */
export interface TestSquad {
  ana: BrowserLikeClient;
  ben: BrowserLikeClient;
  coach: BrowserLikeClient;
}

/** Signs up the players ana and ben, then creates the coach coach@club.test (Cal Coach) and signs them in. */
export async function signUpSquad(portal: { baseUrl: string; env: Record<string, string> }): Promise<TestSquad> {
  const ana = await signUpPlayer(portal.baseUrl, 'ana');
  const ben = await signUpPlayer(portal.baseUrl, 'ben');
  const coach = await createSignedInStaff(portal.baseUrl, portal.env, { email: 'coach@club.test', role: 'coach' });
  return { ana, ben, coach };
}

/** The player id of a signed-in player, as /api/players/me answers it. */
export async function playerIdOf(player: BrowserLikeClient): Promise<string> {
  const me = (await (await player.get('/api/players/me')).json()) as { id: string };
  return me.id;
}

/**
 * Records an adult date of birth on a player's record as staff of the player's scope (their coach or
 * club admin), so the player decides their own consents: under their club's consent age, or with no
 * date of birth on file, only a guardian does, and a player cannot move themself over it.
 */
export async function recordAdultBirthDate(staff: BrowserLikeClient, playerId: string): Promise<void> {
  const response = await staff.patch(`/api/players/${playerId}`, { dateOfBirth: ADULT_DATE_OF_BIRTH });
  if (response.status !== 200) throw new Error(`date of birth answered ${response.status}: ${await response.text()}`);
}

/**
 * Makes a player's record one from before the age question (ARCHITECTURE §9): no date of birth on
 * file, so a guardian decides their consents until they answer it at their next sign-in.
 */
export async function forgetBirthDate(
  pg: { query(sql: string, values: unknown[]): Promise<unknown> },
  playerId: string,
) {
  await pg.query(
    `UPDATE "identity"."players" SET "date_of_birth" = NULL, "date_of_birth_source" = NULL WHERE "id" = $1`,
    [playerId],
  );
}
