import {
  STAFF_INVITATION_TTL_DAYS,
  type StaffInvitationRequest,
  staffInvitationRequestSchema,
} from '@portal/contracts';
import { isApiError, serverMessageOf } from '../../../api/api-error';
import type { ValidatedForm } from '../squads/squad-display';

export interface StaffInviteForm {
  email: string;
  role: 'coach' | 'admin';
}

export type StaffInviteErrors = Partial<Record<keyof StaffInviteForm, string>>;

export const EMPTY_STAFF_INVITE: StaffInviteForm = { email: '', role: 'coach' };

/** The invite dialog, through the contract's schema; each message goes under its field. */
export function validateStaffInvite(form: StaffInviteForm): ValidatedForm<StaffInvitationRequest, StaffInviteErrors> {
  const parsed = staffInvitationRequestSchema.safeParse(form);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: StaffInviteErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'role') && !errors[field]) errors[field] = issue.message;
  }
  const message = parsed.error.issues[0]?.message ?? 'Please check the form.';
  return { ok: false, toast: { title: 'Check the invitation', message, tone: 'error' }, errors };
}

/** A refusal the dialog shows under the e-mail field: 409 (already has an account) or 400 naming `email`. */
export function emailErrorOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const fields = (error.body as { errors?: { field?: string }[] } | null)?.errors;
  const namesEmail = Array.isArray(fields) && fields.some((item) => item.field === 'email');
  if (error.status === 409 || (error.status === 400 && namesEmail)) {
    return serverMessageOf(error) ?? 'This e-mail address already has an account';
  }
  return undefined;
}

export function invitationSentMessage(email: string, role: StaffInviteForm['role']): string {
  return `${email} will get a link to join as ${role === 'admin' ? 'an admin' : 'a coach'}. It works once, for ${STAFF_INVITATION_TTL_DAYS} days.`;
}
