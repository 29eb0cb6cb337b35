import { type Actor, isStaff } from '@portal/contracts';

/**
 * The ILIKE pattern (escape character `\`) for titles containing `search` as typed: `%`, `_` and `\`
 * match only themselves, never "anything".
 */
export function titleContains(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Whose videos a list shows a caller who is not staff, so that a withdrawn `media` consent of that
 * player hides the whole list (staff see such videos marked, without URLs): a player's own; the child
 * a parent names. A parent must name one child (`'name-the-child'`); staff get undefined.
 */
export function familyListPlayer(actor: Actor, playerId: string | undefined): string | 'name-the-child' | undefined {
  if (isStaff(actor.role)) return undefined;
  if (actor.role === 'parent') return playerId ?? 'name-the-child';
  return playerId ?? actor.playerId;
}
