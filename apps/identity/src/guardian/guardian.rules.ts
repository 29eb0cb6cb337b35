import {
  GUARDIAN_INVITATIONS_PER_ENTRY_PER_HOUR,
  MAX_CHILDREN_PER_PARENT,
  type Role,
  normalizeEmail,
} from '@portal/contracts';

/** An invitation as stored: its link works until used, revoked (a newer one, a changed e-mail) or expired. */
export interface InvitationTimes {
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

export type InvitationVerdict = 'usable' | 'used' | 'revoked' | 'expired';

/**
 * Whether a guardian invitation's link may be used at `now`. Used beats revoked beats expired, so
 * the log says what happened first; an expiry instant itself is already too late.
 */
export function judgeInvitation(invitation: InvitationTimes, now: Date): InvitationVerdict {
  if (invitation.usedAt) return 'used';
  if (invitation.revokedAt) return 'revoked';
  if (now.getTime() >= invitation.expiresAt.getTime()) return 'expired';
  return 'usable';
}

/** Whether an entry may be sent another invitation, given how many it was sent within the last hour. */
export function invitationLimitReached(createdInLastHour: number): boolean {
  return createdInLastHour >= GUARDIAN_INVITATIONS_PER_ENTRY_PER_HOUR;
}

export type LinkRefusal = 'not-parent' | 'too-many-children';

/**
 * Whether a signed-in account may take a child on through an invitation. Only a parent account: a
 * player's or staff member's actor carries no children (their scope is their own record or their
 * club), and one account of a club being a child's guardian would mix the two scopes.
 */
export function linkRefusal(account: { role: Role; alreadyGuardian: boolean; childCount: number }): LinkRefusal | null {
  if (account.role !== 'parent') return 'not-parent';
  if (!account.alreadyGuardian && account.childCount >= MAX_CHILDREN_PER_PARENT) return 'too-many-children';
  return null;
}

export interface StoredEntry {
  id: string;
  email: string | null;
}

export interface NextEntry {
  id?: string | null;
  email: string | null;
}

/** What a new Parents & Guardians list does to guardianships and invitations. */
export interface EntryEffects {
  /** Entries whose guardianships end: removed, or their e-mail changed (or cleared). */
  endedEntryIds: string[];
  /** Kept entries whose e-mail changed: their unused links stop working. */
  changedEmailEntryIds: string[];
  /** Kept entries whose new e-mail gets an invitation. */
  inviteEntryIds: string[];
  /** Positions in the new list of added entries with an e-mail: each gets an invitation. */
  inviteNewPositions: number[];
}

const sameEmail = (a: string | null, b: string | null) =>
  (a ? normalizeEmail(a) : null) === (b ? normalizeEmail(b) : null);

/**
 * The guardianships and invitations a new list of entries touches. A guardianship belongs to the
 * entry whose invitation made it, so the entry going, or its address changing, ends it at once; an
 * entry given an address (new or changed) is invited. Editing a name or phone touches nothing.
 */
export function entryEffects(current: readonly StoredEntry[], next: readonly NextEntry[]): EntryEffects {
  const nextById = new Map(next.flatMap((entry) => (entry.id ? [[entry.id, entry] as const] : [])));
  const effects: EntryEffects = {
    endedEntryIds: [],
    changedEmailEntryIds: [],
    inviteEntryIds: [],
    inviteNewPositions: [],
  };
  for (const entry of current) {
    const kept = nextById.get(entry.id);
    if (!kept) {
      effects.endedEntryIds.push(entry.id);
    } else if (!sameEmail(entry.email, kept.email)) {
      effects.endedEntryIds.push(entry.id);
      effects.changedEmailEntryIds.push(entry.id);
      if (kept.email) effects.inviteEntryIds.push(entry.id);
    }
  }
  next.forEach((entry, position) => {
    if (!entry.id && entry.email) effects.inviteNewPositions.push(position);
  });
  return effects;
}
