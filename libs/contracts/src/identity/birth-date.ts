import { z } from 'zod';
import { EARLIEST_CALENDAR_DAY, calendarDayOf, calendarDaySchema, isCalendarDay } from '../calendar';
import { ageFromDateOfBirth } from './player-display';

/**
 * The neutral age question (ARCHITECTURE §9): sign-up, and an account without a date of birth at its
 * next sign-in, ask a day, month and year with no default and no hint of the consent age.
 */

/** Younger than this is not a player who signs up themself: a typing mistake (a birth year of today). */
export const MIN_ACCOUNT_AGE = 4;

/** Who recorded the date of birth on file: a self-declared one is corrected only by staff or a guardian. */
export const BIRTH_DATE_SOURCES = ['self', 'guardian', 'club'] as const;
export type BirthDateSource = (typeof BIRTH_DATE_SOURCES)[number];

/**
 * Today on the calendar of the zone furthest ahead (UTC+14): the server does not know the reader's
 * zone, and someone born "today" in Kiribati must not be told their date is in the future.
 */
export function latestTodayOnEarth(now: Date = new Date()): string {
  return calendarDayOf(now, 'Pacific/Kiritimati');
}

export const DATE_OF_BIRTH_REQUIRED_MESSAGE = 'Enter your date of birth';

/** Why this answer to the age question is not a date of birth, or null when it is (`today`: latestTodayOnEarth). */
export function dateOfBirthProblem(value: unknown, today: string = latestTodayOnEarth()): string | null {
  if (typeof value !== 'string' || value.trim() === '') return DATE_OF_BIRTH_REQUIRED_MESSAGE;
  if (!isCalendarDay(value)) return 'Enter a real date: day, month and year';
  if (value > today) return 'A date of birth cannot be in the future';
  if (value < EARLIEST_CALENDAR_DAY) return 'Enter a year from 1900';
  const age = ageFromDateOfBirth(value, today);
  if (age === null || age < MIN_ACCOUNT_AGE) return 'Check the year: this date is only a few years ago';
  return null;
}

/** A date of birth given by the account holder (required; `yyyy-MM-dd`). */
export const accountDateOfBirthSchema = z
  .unknown()
  .superRefine((value, context) => {
    const problem = dateOfBirthProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value as string);

/** PUT /api/players/me/date-of-birth: the answer of an account asked at sign-in. */
export const declareBirthDateRequestSchema = z.object({ dateOfBirth: accountDateOfBirthSchema }).strict();
export type DeclareBirthDateRequest = z.input<typeof declareBirthDateRequestSchema>;

export const declareBirthDateResponseSchema = z.object({
  dateOfBirth: calendarDaySchema,
  /** Under the club's consent age: a guardian decides the player's consents. */
  guardianDecides: z.boolean(),
});
export type DeclareBirthDateResponse = z.infer<typeof declareBirthDateResponseSchema>;

/** 409 when the account already has one: it was answered, and only staff or a guardian correct it. */
export const BIRTH_DATE_ALREADY_ON_FILE_MESSAGE =
  'Your date of birth is already on file. If it is wrong, ask your coach, club or parent to correct it.';

/** A player tries to change a date of birth on file, whoever recorded it. */
export function selfBirthDateChangeRefusalMessage(onFile: BirthDateSource): string {
  const who =
    onFile === 'self' ? 'your coach, club or parent' : onFile === 'guardian' ? 'your parent or guardian' : 'your club';
  return `dateOfBirth: your date of birth is on file and only ${who} can correct it. Ask them if it is wrong.`;
}

/** Under the consent age, sign-up needs a parent's or guardian's e-mail (400 guardianEmail). */
export const GUARDIAN_EMAIL_REQUIRED_MESSAGE =
  "Enter a parent's or guardian's email: we'll ask them to look after your account's choices with you";
export const GUARDIAN_EMAIL_IS_PLAYERS_MESSAGE = "Enter your parent's or guardian's own email, not yours";

/** The Parents & Guardians entry a sign-up makes from the e-mail alone (the family names it later). */
export const UNNAMED_GUARDIAN_ENTRY_NAME = 'Parent or guardian';
