import {
  GUARDIAN_INVITATION_TOKEN_PATTERN,
  type GuardianInvitationAccept,
  guardianInvitationAcceptSchema,
} from '@portal/contracts';

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

export type GuardianAccountErrors = Partial<Record<keyof GuardianAccountForm, string>>;

/** The new parent account's form, checked with the contracts' accept schema (plus the repeated password). */
export function validateGuardianAccountForm(
  form: GuardianAccountForm,
  token: string,
): { ok: true; request: GuardianInvitationAccept } | { ok: false; errors: GuardianAccountErrors } {
  const errors: GuardianAccountErrors = {};
  const parsed = guardianInvitationAcceptSchema.safeParse({
    token,
    firstName: form.firstName,
    lastName: form.lastName,
    password: form.password,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as keyof GuardianAccountForm;
      if (field in form && !errors[field]) errors[field] = issue.message;
    }
  if (form.confirmPassword !== form.password) errors.confirmPassword = 'Passwords do not match';
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, request: parsed.data };
}
