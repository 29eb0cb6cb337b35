/**
 * Places on /profile other screens point players to. The sections carry these ids, and /profile
 * scrolls to the one a link names, so a pointer is one click from the place it names.
 */
export const OWN_CONSENTS_SECTION_ID = 'consents';
export const OWN_PARENTS_SECTION_ID = 'parents';

/** The player's Consents & Permissions section on /profile. */
export const OWN_CONSENTS_PATH = `/profile#${OWN_CONSENTS_SECTION_ID}`;
/** The Parents & Guardians fields of the player's Profile Setup card on /profile. */
export const OWN_PARENTS_PATH = `/profile#${OWN_PARENTS_SECTION_ID}`;

/** A parent's page for one child's consents. */
export function childConsentsPath(childId: string): string {
  return `/family/${encodeURIComponent(childId)}/consents`;
}
