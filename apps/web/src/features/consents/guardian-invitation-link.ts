import {
  GUARDIAN_INVITATION_TOKEN_PATTERN,
  type GuardianInvitationAccept,
  guardianInvitationAcceptSchema,
} from '@portal/contracts';
import { type Validated, validateWith } from '../../common/submit-flow';

export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';

/** The token of `/accept-guardian-invitation#token=…` (the mailed form) or `?token=…`, when well formed. */
export function guardianInvitationToken(hash: string, search: string): string | undefined {
  const token = (
    new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(search).get('token')
  )?.trim();
  return token && GUARDIAN_INVITATION_TOKEN_PATTERN.test(token) ? token : undefined;
}

export interface GuardianAccountForm {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}

/**
 * The new parent account's form, checked with the contracts' accept schema (plus the repeated
 * password); each message goes under its field, the first is also the toast.
 */
export function validateGuardianAccountForm(
  form: GuardianAccountForm,
  token: string,
): Validated<GuardianInvitationAccept> {
  const checked = validateWith(guardianInvitationAcceptSchema, {
    token,
    firstName: form.firstName,
    lastName: form.lastName,
    password: form.password,
  });
  if (form.confirmPassword === form.password) return checked;
  const fieldErrors = { ...(checked.ok ? {} : checked.fieldErrors), confirmPassword: PASSWORDS_DIFFER_MESSAGE };
  return {
    ok: false,
    toast: checked.ok ? { title: 'Error', message: PASSWORDS_DIFFER_MESSAGE, tone: 'error' } : checked.toast,
    fieldErrors,
  };
}
