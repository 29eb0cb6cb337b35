import type { PlayerDeletionState } from '@portal/contracts';

/** Whose data the section talks about: a parent's child by name, the player as "you", staff by name. */
export interface DeletionSubject {
  audience: 'guardian' | 'player' | 'admin';
  /** The player's first name (a parent's child, a staff member's player). */
  name: string;
}

const DAY_HOURS = 24;

export function graceText(hours: number): string {
  if (hours >= DAY_HOURS && hours % DAY_HOURS === 0) return hours === DAY_HOURS ? '1 day' : `${hours / DAY_HOURS} days`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** "Mia's" or "your". */
export function whose(subject: DeletionSubject): string {
  return subject.audience === 'player' ? 'your' : `${subject.name}'s`;
}

/** The section's heading, e.g. "Delete all of Mia's data". */
export function deletionHeading(subject: DeletionSubject): string {
  return `Delete all of ${whose(subject)} data`;
}

/** The state in words, for the reader. */
export function deletionStateText(
  state: PlayerDeletionState,
  subject: DeletionSubject,
  formatWhen: (iso: string) => string,
): string {
  switch (state.state) {
    case 'none':
      return `Nothing is scheduled: ${whose(subject)} data is kept.`;
    case 'awaiting-confirmation':
      return `We e-mailed a confirmation link. Nothing is deleted until it is opened (it works until ${formatWhen(state.confirmationExpiresAt)}).`;
    case 'scheduled':
      return `All of ${whose(subject)} data will be deleted on ${formatWhen(state.scheduledFor)}. You can cancel until then.`;
    case 'deleted':
      return `All of ${whose(subject)} data has been deleted.`;
  }
}
