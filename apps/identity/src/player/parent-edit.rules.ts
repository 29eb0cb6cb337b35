import type { Actor, PlayerProfileChanges } from '@portal/contracts';

/**
 * The player's own contact fields and date of birth: all of the record a parent changes
 * (ARCHITECTURE §9; the date of birth decides who grants consents, and a guardian may record it).
 * The Parents & Guardians entries are the guardians' own flow, never changed through this patch.
 */
export const PARENT_EDITABLE_FIELDS = [
  'playerEmail',
  'playerPhone',
  'dateOfBirth',
] as const satisfies readonly (keyof PlayerProfileChanges)[];

/** The fields of a patch a parent may not send (empty for anyone else, and for a contact-only patch). */
export function fieldsRefusedToParent(actor: Actor, changes: PlayerProfileChanges): string[] {
  if (actor.role !== 'parent') return [];
  const editable: readonly string[] = PARENT_EDITABLE_FIELDS;
  return Object.entries(changes)
    .filter(([field, value]) => value !== undefined && !editable.includes(field))
    .map(([field]) => field);
}

/** The 403 message naming the refused fields, or null when the patch is allowed. */
export function parentEditRefusal(actor: Actor, changes: PlayerProfileChanges): string | null {
  const refused = fieldsRefusedToParent(actor, changes);
  if (refused.length === 0) return null;
  return `A parent can change only the player's contact fields and date of birth (${PARENT_EDITABLE_FIELDS.join(', ')}), not ${refused.join(', ')}`;
}
