import {
  type FieldError,
  GUARDIAN_EMAIL_IS_PLAYERS_MESSAGE,
  GUARDIAN_EMAIL_REQUIRED_MESSAGE,
  ageFromDateOfBirth,
} from '@portal/contracts';

export interface SignupAge {
  email: string;
  dateOfBirth: string;
  guardianEmail: string | undefined;
  /** The consent age of the club the sign-up joins. */
  consentAge: number;
  /** The calendar day the age is counted on. */
  today: string;
}

/**
 * What the sign-up asks of the guardian (ARCHITECTURE §9): under the club's consent age a parent's
 * or guardian's own e-mail is required, and it is invited at once; at or over it nobody is invited.
 */
export function signupGuardian(signup: SignupAge): { problem: FieldError } | { guardianEmail: string | null } {
  const age = ageFromDateOfBirth(signup.dateOfBirth, signup.today);
  if (age !== null && age >= signup.consentAge) return { guardianEmail: null };
  if (!signup.guardianEmail) return { problem: { field: 'guardianEmail', message: GUARDIAN_EMAIL_REQUIRED_MESSAGE } };
  if (signup.guardianEmail === signup.email)
    return { problem: { field: 'guardianEmail', message: GUARDIAN_EMAIL_IS_PLAYERS_MESSAGE } };
  return { guardianEmail: signup.guardianEmail };
}
