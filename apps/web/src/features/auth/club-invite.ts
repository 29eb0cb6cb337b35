import { inviteCodeSchema, STAFF_INVITATION_TOKEN_PATTERN } from '@portal/contracts';
import { isApiError, serverMessageOf } from '../../api/api-error';

export const INVALID_INVITE_LINK_MESSAGE = 'This invite link is not valid. Ask your club for a new one.';

/** The squad invite code of `/signup?invite=<code>` or `/join?invite=<code>`, when it is well formed. */
export function inviteCodeFrom(search: string): string | undefined {
  const raw = new URLSearchParams(search).get('invite');
  if (raw === null) return undefined;
  const parsed = inviteCodeSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

function fieldsOf(error: unknown): string[] {
  if (!isApiError(error)) return [];
  const errors = (error.body as { errors?: { field?: unknown }[] } | null)?.errors;
  return Array.isArray(errors) ? errors.map((item) => String(item.field ?? '')) : [];
}

/** The server's message when it refused the invite code (400 naming `inviteCode`, or 404 another club). */
export function inviteCodeRefusal(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const namesCode = fieldsOf(error).includes('inviteCode');
  if ((error.status === 400 && namesCode) || error.status === 404) {
    return serverMessageOf(error) ?? INVALID_INVITE_LINK_MESSAGE;
  }
  return undefined;
}

/** The token a staff invitation link carries in its fragment (`/accept-invitation#token=…`). */
export function invitationTokenFromHash(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token && STAFF_INVITATION_TOKEN_PATTERN.test(token) ? token : undefined;
}

/** The server refused the invitation link itself (used, expired, altered): 400 naming `token`. */
export function isDeadInvitation(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && fieldsOf(error).includes('token');
}
