import {
  DATE_OF_BIRTH_REQUIRED_MESSAGE,
  GUARDIAN_EMAIL_IS_PLAYERS_MESSAGE,
  type LoginRequest,
  loginRequestSchema,
  MIN_PASSWORD_LENGTH,
  type PasswordReset,
  type PasswordResetRequest,
  passwordResetRequestSchema,
  passwordResetSchema,
  type SignupRequest,
  signupRequestSchema,
  type StaffInvitationAccept,
  staffInvitationAcceptSchema,
} from '@portal/contracts';
import type { Validated } from '../../common/submit-flow';
import type { Toast } from '../../common/toast';
import { type BirthDateParts, birthDateFromParts, birthDatePartsProblem, isBirthDateBlank } from './birth-date-form';

/** What each invalid field says under itself (linked to it with aria-describedby by Mantine). */
export type FieldErrors<F> = Partial<Record<keyof F & string, string>>;

export interface LoginForm {
  email: string;
  password: string;
}

export interface SignupForm extends BirthDateParts {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** Asked only once the server said the date of birth needs it (400 guardianEmail). */
  guardianEmail: string;
}

export const GUARDIAN_EMAIL_BLANK_MESSAGE = "Enter your parent's or guardian's email";

export const REQUIRED_FIELD_MESSAGE = 'This field is required';

const isBlank = (value: string) => value.trim().length === 0;

function invalid(issue: { message?: string; path?: PropertyKey[] } | undefined): {
  ok: false;
  toast: Toast;
  fieldErrors: Record<string, string>;
} {
  const message = issue?.message ?? 'Please check the form.';
  const field = issue?.path?.[0];
  return {
    ok: false,
    toast: { title: 'Invalid details', message, tone: 'error' },
    fieldErrors: typeof field === 'string' ? { [field]: message } : {},
  };
}

function blankFields<F extends object>(form: F, fields: (keyof F & string)[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of fields) if (isBlank(String(form[field]))) errors[field] = REQUIRED_FIELD_MESSAGE;
  return errors;
}

/** Spec §5 login rules, then the login contract. Nothing is sent when this fails. */
export function validateLoginForm(form: LoginForm): Validated<LoginRequest> {
  if (isBlank(form.email) || form.password.length === 0) {
    return {
      ok: false,
      toast: { title: 'Missing information', message: 'Please enter both email and password', tone: 'error' },
      fieldErrors: blankFields(form, ['email', 'password']),
    };
  }
  const parsed = loginRequestSchema.safeParse(form);
  return parsed.success ? { ok: true, request: parsed.data } : invalid(parsed.error.issues[0]);
}

/**
 * Spec §5 signup rules in their order, then the date of birth (the contract's rule), then the signup
 * contract (e.g. the e-mail's shape). An invite link's code goes with the request; the server says
 * when it is not valid. `askGuardian`: the page shows the parent's or guardian's e-mail field, which
 * is then required and sent.
 */
export function validateSignupForm(
  form: SignupForm,
  inviteCode?: string,
  { askGuardian = false }: { askGuardian?: boolean } = {},
): Validated<SignupRequest> {
  const birthDateBlank = isBirthDateBlank(form);
  const guardianBlank = askGuardian && isBlank(form.guardianEmail);
  if (
    [form.firstName, form.lastName, form.email].some(isBlank) ||
    form.password.length === 0 ||
    birthDateBlank ||
    guardianBlank
  ) {
    const { firstName, lastName, email } = blankFields(form, ['firstName', 'lastName', 'email']);
    const fieldErrors: FieldErrors<SignupForm> & { dateOfBirth?: string } = { firstName, lastName };
    if (birthDateBlank) fieldErrors.dateOfBirth = DATE_OF_BIRTH_REQUIRED_MESSAGE;
    if (email) fieldErrors.email = email;
    if (form.password.length === 0) fieldErrors.password = REQUIRED_FIELD_MESSAGE;
    if (guardianBlank) fieldErrors.guardianEmail = GUARDIAN_EMAIL_BLANK_MESSAGE;
    return {
      ok: false,
      toast: { title: 'Missing information', message: 'Please fill in all required fields', tone: 'error' },
      fieldErrors: Object.fromEntries(Object.entries(fieldErrors).filter(([, message]) => message !== undefined)),
    };
  }
  if (form.password !== form.confirmPassword) {
    return {
      ok: false,
      toast: { title: 'Password mismatch', message: 'Passwords do not match', tone: 'error' },
      fieldErrors: { confirmPassword: 'Passwords do not match' },
    };
  }
  if (form.password.length < MIN_PASSWORD_LENGTH) {
    const message = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
    return {
      ok: false,
      toast: { title: 'Password too short', message, tone: 'error' },
      fieldErrors: { password: message },
    };
  }
  const birthDateProblem = birthDatePartsProblem(form);
  if (birthDateProblem) {
    return {
      ok: false,
      toast: { title: 'Check your date of birth', message: birthDateProblem, tone: 'error' },
      fieldErrors: { dateOfBirth: birthDateProblem },
    };
  }
  if (askGuardian && form.guardianEmail.trim().toLowerCase() === form.email.trim().toLowerCase()) {
    return {
      ok: false,
      toast: { title: 'Invalid details', message: GUARDIAN_EMAIL_IS_PLAYERS_MESSAGE, tone: 'error' },
      fieldErrors: { guardianEmail: GUARDIAN_EMAIL_IS_PLAYERS_MESSAGE },
    };
  }
  const request = {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    password: form.password,
    dateOfBirth: birthDateFromParts(form),
    ...(askGuardian ? { guardianEmail: form.guardianEmail } : {}),
    ...(inviteCode === undefined ? {} : { inviteCode }),
  };
  const parsed = signupRequestSchema.safeParse(request);
  return parsed.success ? { ok: true, request: parsed.data } : invalid(parsed.error.issues[0]);
}

export interface ForgotPasswordForm {
  email: string;
}

export interface ResetPasswordForm {
  newPassword: string;
  confirmPassword: string;
}

/** The e-mail a reset link goes to: required, then the contract's shape. */
export function validateForgotPasswordForm(form: ForgotPasswordForm): Validated<PasswordResetRequest> {
  if (isBlank(form.email)) {
    return {
      ok: false,
      toast: { title: 'Missing information', message: 'Please enter your email', tone: 'error' },
      fieldErrors: { email: REQUIRED_FIELD_MESSAGE },
    };
  }
  const parsed = passwordResetRequestSchema.safeParse(form);
  return parsed.success ? { ok: true, request: parsed.data } : invalid(parsed.error.issues[0]);
}

/** The new password follows the sign-up rules (spec §5): both fields, matching, long enough. */
export function validateResetPasswordForm(form: ResetPasswordForm, token: string): Validated<PasswordReset> {
  if (form.newPassword.length === 0 || form.confirmPassword.length === 0) {
    return {
      ok: false,
      toast: { title: 'Missing information', message: 'Please fill in all required fields', tone: 'error' },
      fieldErrors: blankFields(form, ['newPassword', 'confirmPassword']),
    };
  }
  if (form.newPassword !== form.confirmPassword) {
    return {
      ok: false,
      toast: { title: 'Password mismatch', message: 'Passwords do not match', tone: 'error' },
      fieldErrors: { confirmPassword: 'Passwords do not match' },
    };
  }
  if (form.newPassword.length < MIN_PASSWORD_LENGTH) {
    const message = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
    return {
      ok: false,
      toast: { title: 'Password too short', message, tone: 'error' },
      fieldErrors: { newPassword: message },
    };
  }
  const parsed = passwordResetSchema.safeParse({ token, newPassword: form.newPassword });
  return parsed.success ? { ok: true, request: parsed.data } : invalid(parsed.error.issues[0]);
}

export interface AcceptInvitationForm {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}

/** A staff invitation: the sign-up rules for names and password, then the accept contract. */
export function validateAcceptInvitationForm(
  form: AcceptInvitationForm,
  token: string,
): Validated<StaffInvitationAccept> {
  if ([form.firstName, form.lastName].some(isBlank) || form.password.length === 0) {
    return {
      ok: false,
      toast: { title: 'Missing information', message: 'Please fill in all required fields', tone: 'error' },
      fieldErrors: blankFields(form, ['firstName', 'lastName', 'password']),
    };
  }
  if (form.password !== form.confirmPassword) {
    return {
      ok: false,
      toast: { title: 'Password mismatch', message: 'Passwords do not match', tone: 'error' },
      fieldErrors: { confirmPassword: 'Passwords do not match' },
    };
  }
  if (form.password.length < MIN_PASSWORD_LENGTH) {
    const message = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
    return {
      ok: false,
      toast: { title: 'Password too short', message, tone: 'error' },
      fieldErrors: { password: message },
    };
  }
  const { confirmPassword: _confirmPassword, ...fields } = form;
  const parsed = staffInvitationAcceptSchema.safeParse({ ...fields, token });
  return parsed.success ? { ok: true, request: parsed.data } : invalid(parsed.error.issues[0]);
}

/** An error that belongs to a group of fields: the group's first field takes the focus. */
const FOCUS_TARGETS: Readonly<Record<string, string>> = { dateOfBirth: 'birthDay' };

/** After a failed submit, keyboard and screen-reader users land on the first field that needs fixing. */
export function focusFirstInvalid(form: HTMLFormElement, errors: Readonly<Record<string, string | undefined>>): void {
  const first = Object.keys(errors)[0];
  const name = first ? (FOCUS_TARGETS[first] ?? first) : undefined;
  const field = name ? form.elements.namedItem(name) : null;
  if (field instanceof HTMLElement) field.focus();
}
