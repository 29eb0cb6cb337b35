import { DATE_OF_BIRTH_REQUIRED_MESSAGE } from '@portal/contracts';
import {
  asksForGuardianEmail,
  BIRTH_YEAR_DIGITS_MESSAGE,
  birthDateFromParts,
  birthDatePartsProblem,
  isBirthDateBlank,
} from './birth-date-form';

const parts = (birthDay: string, birthMonth: string, birthYear: string) => ({ birthDay, birthMonth, birthYear });
const today = '2026-06-15';

describe('the date of birth as three fields', () => {
  it('makes a calendar day of what was typed, padding a one-digit day or month', () => {
    expect(birthDateFromParts(parts('5', '3', '2009'))).toBe('2009-03-05');
    expect(birthDateFromParts(parts(' 29 ', '02', '2008'))).toBe('2008-02-29');
    expect(birthDateFromParts(parts('', '', ''))).toBe('');
    expect(isBirthDateBlank(parts(' ', '', ' '))).toBe(true);
    expect(isBirthDateBlank(parts('', '1', ''))).toBe(false);
  });

  it('accepts a real day in the past', () => {
    expect(birthDatePartsProblem(parts('29', '2', '2008'), today)).toBeNull();
    expect(birthDatePartsProblem(parts('1', '1', '2000'), today)).toBeNull();
  });

  it('asks for the date, then a real one, the year in full, not in the future, from 1900', () => {
    expect(birthDatePartsProblem(parts('', '', ''), today)).toBe(DATE_OF_BIRTH_REQUIRED_MESSAGE);
    expect(birthDatePartsProblem(parts('31', '2', '2010'), today)).toBe('Enter a real date: day, month and year');
    expect(birthDatePartsProblem(parts('29', '2', '2009'), today)).toBe('Enter a real date: day, month and year');
    expect(birthDatePartsProblem(parts('12', '', '2010'), today)).toBe('Enter a real date: day, month and year');
    expect(birthDatePartsProblem(parts('1', 'May', '2010'), today)).toBe('Enter a real date: day, month and year');
    expect(birthDatePartsProblem(parts('1', '5', '10'), today)).toBe(BIRTH_YEAR_DIGITS_MESSAGE);
    expect(birthDatePartsProblem(parts('16', '6', '2026'), today)).toBe('A date of birth cannot be in the future');
    expect(birthDatePartsProblem(parts('31', '12', '1899'), today)).toBe('Enter a year from 1900');
    expect(birthDatePartsProblem(parts('1', '1', '2025'), today)).toBe(
      'Check the year: this date is only a few years ago',
    );
  });

  it('names no age threshold in any message', () => {
    for (const typed of [parts('', '', ''), parts('1', '1', '2025'), parts('16', '6', '2026'), parts('1', '5', '10')])
      expect(birthDatePartsProblem(typed, today)).not.toMatch(/1[3-6]|under|over|old enough/i);
  });
});

describe('a sign-up the server answers with the guardian question', () => {
  const refusal = (fields: string[], status = 400) => ({
    status,
    message: `${status}: …`,
    body: { message: 'Validation failed', errors: fields.map((field) => ({ field, message: 'Enter it' })) },
  });

  it('is a 400 naming guardianEmail alone', () => {
    expect(asksForGuardianEmail(refusal(['guardianEmail']))).toBe(true);
    expect(asksForGuardianEmail(refusal(['dateOfBirth']))).toBe(false);
    expect(asksForGuardianEmail(refusal(['guardianEmail', 'email']))).toBe(false);
    expect(asksForGuardianEmail(refusal(['guardianEmail'], 409))).toBe(false);
    expect(asksForGuardianEmail(new Error('offline'))).toBe(false);
  });
});
