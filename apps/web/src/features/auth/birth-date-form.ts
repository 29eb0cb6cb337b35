import { dateOfBirthProblem, latestTodayOnEarth } from '@portal/contracts';
import { serverFieldErrorsOf } from '../../common/field-errors';

/**
 * The neutral age question (ARCHITECTURE §9) as three typed fields: day, month and year, no default
 * and no hint of any age. Sign-up and the once-only question at sign-in share these rules.
 */
export interface BirthDateParts {
  birthDay: string;
  birthMonth: string;
  birthYear: string;
}

export const EMPTY_BIRTH_DATE: BirthDateParts = { birthDay: '', birthMonth: '', birthYear: '' };

/** The three fields in the order the page shows them: the first one takes the focus of the group. */
export const BIRTH_DATE_FIELDS = ['birthDay', 'birthMonth', 'birthYear'] as const;

export const BIRTH_YEAR_DIGITS_MESSAGE = 'Enter the year in full, with 4 digits';

const trimmed = (parts: BirthDateParts) => ({
  day: parts.birthDay.trim(),
  month: parts.birthMonth.trim(),
  year: parts.birthYear.trim(),
});

/** True when nothing has been typed in any of the three fields. */
export function isBirthDateBlank(parts: BirthDateParts): boolean {
  const { day, month, year } = trimmed(parts);
  return day === '' && month === '' && year === '';
}

/**
 * `yyyy-MM-dd` from the fields as typed (a one-digit day or month gets its zero), '' when all three
 * are blank; anything else that is not a number comes out as a string that is not a calendar day.
 */
export function birthDateFromParts(parts: BirthDateParts): string {
  if (isBirthDateBlank(parts)) return '';
  const { day, month, year } = trimmed(parts);
  const pad = (value: string) => (/^\d$/.test(value) ? `0${value}` : value);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** What is wrong with the answer, in the reader's words, or null: the contract's rule (`dateOfBirthProblem`). */
export function birthDatePartsProblem(parts: BirthDateParts, today: string = latestTodayOnEarth()): string | null {
  const { year } = trimmed(parts);
  if (!isBirthDateBlank(parts) && /^\d{1,3}$/.test(year)) return BIRTH_YEAR_DIGITS_MESSAGE;
  return dateOfBirthProblem(birthDateFromParts(parts), today);
}

/**
 * A sign-up the server refused only because it needs a parent's or guardian's e-mail (400 naming
 * `guardianEmail`): the page then asks for it, keeping everything typed, instead of showing an error.
 */
export function asksForGuardianEmail(error: unknown): boolean {
  const errors = serverFieldErrorsOf(error);
  return errors !== undefined && errors.length > 0 && errors.every((item) => item.field === 'guardianEmail');
}
