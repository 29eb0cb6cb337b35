/** The name fields of a user as the API returns them (any of them may be missing). */
export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
}

function clean(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Header avatar (spec §2.2): first letters of first and last name, 'U' when there is no name. */
export function userInitials(person: PersonName | null | undefined): string {
  const initials = [clean(person?.firstName), clean(person?.lastName)]
    .filter((part) => part.length > 0)
    .map((part) => Array.from(part)[0] ?? '')
    .join('')
    .toUpperCase();
  return initials.length > 0 ? initials : 'U';
}

/** Full name, or 'User' when there is none (spec §2.2, §2.12). */
export function userFullName(person: PersonName | null | undefined): string {
  const name = [clean(person?.firstName), clean(person?.lastName)].filter((part) => part.length > 0).join(' ');
  return name.length > 0 ? name : 'User';
}

/** Dashboard greeting name: the first name, 'Player' when there is none (spec §2.6). */
export function greetingName(person: PersonName | null | undefined): string {
  const first = clean(person?.firstName);
  return first.length > 0 ? first : 'Player';
}

/** 'coach' → 'Coach'; a missing role reads as 'Player' (spec §2.12). */
export function roleLabel(role: string | null | undefined): string {
  const value = clean(role);
  if (value.length === 0) return 'Player';
  return value.charAt(0).toUpperCase() + value.slice(1);
}
