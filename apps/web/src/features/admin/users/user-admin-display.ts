import type { ClubRole } from '@portal/contracts';

export const roleWithArticle = (role: ClubRole) => (role === 'admin' ? 'an admin' : `a ${role}`);

/** What the role change confirmation says will happen to the person (their sessions end, README). */
export function roleChangeConsequence(name: string, from: ClubRole, to: ClubRole): string {
  const losing =
    from === 'player' ? ', and lose their player view' : from === 'admin' ? ', and lose the admin area' : '';
  const gains: Record<ClubRole, string> = {
    coach: 'they will see the players of the squads you assign them',
    admin: 'they will see every player of your club and manage its squads and accounts',
    player: 'they will see only their own player view, and none of the club’s players',
  };
  return `${name} becomes ${roleWithArticle(to)}: ${gains[to]}${to === 'player' ? '' : losing}. They will be signed out.`;
}

export function deactivateConsequence(name: string): string {
  return `${name} will be signed out at once and cannot sign in until reactivated. Nothing of theirs is deleted.`;
}

export function reactivateConsequence(name: string): string {
  return `${name} can sign in again with their existing password.`;
}

/** Why the deactivate action is unavailable on one's own row. */
export const CANNOT_DEACTIVATE_SELF_REASON = 'You cannot deactivate your own account';

/** The squads a player is in or a coach coaches, as one line. */
export function userSquadsLabel(squads: readonly { name: string }[]): string {
  if (squads.length === 0) return 'No squads';
  return squads
    .map((squad) => squad.name)
    .sort((a, b) => a.localeCompare(b))
    .join(', ');
}
