/** Display rules of the profile screens and the coach dashboard (spec §2.12, §2.13, §9). */

/** Whole years between a day of birth and today (both `yyyy-MM-dd`); null when either is missing or in the future. */
export function ageFromDateOfBirth(dateOfBirth: string | null | undefined, today: string): number | null {
  if (!dateOfBirth) return null;
  const [birthYear, birthMonth, birthDay] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  if (![birthYear, birthMonth, birthDay, year, month, day].every(Number.isFinite)) return null;
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  const age = year - birthYear - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : null;
}

/** The record's age: from the date of birth when set, else the age the player declared. */
export function recordAge(
  record: { dateOfBirth: string | null; declaredAge: number | null },
  today: string,
): number | null {
  return record.dateOfBirth ? ageFromDateOfBirth(record.dateOfBirth, today) : record.declaredAge;
}

/** The primary position's name, else null. */
export function primaryPosition(positions: readonly { position: string; type: string }[]): string | null {
  return positions.find((position) => position.type === 'primary')?.position ?? null;
}

function present(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  return typeof value === 'string' ? value.trim().length > 0 : true;
}

/** Spec §9: a profile is complete when team, position and age are all present. */
export function isProfileComplete(row: { team: string | null; position: string | null; age: number | null }): boolean {
  return present(row.team) && present(row.position) && present(row.age);
}

/** Profile Completion card: complete over total as a rounded percent, 0 with no players. */
export function profileCompletionPercent(complete: number, total: number): number {
  return total > 0 ? Math.round((complete / total) * 100) : 0;
}

/** Spec §9 "Initials use the first 2 letters": of the first two words, or of a single word; 'U' when blank. */
export function nameInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'U';
  const letters =
    words.length === 1 ? Array.from(words[0]!).slice(0, 2) : words.slice(0, 2).map((word) => Array.from(word)[0]!);
  return letters.join('').toUpperCase();
}

/** 'short_term' → 'SHORT TERM' (spec §2.12 Goals). */
export function goalTypeLabel(goalType: string): string {
  return goalType.replaceAll('_', ' ').toUpperCase();
}

/** The value, or 'Not set' when empty (spec §2.12 Overview). */
export function orNotSet(value: string | number | null | undefined): string {
  return present(value) ? String(value) : 'Not set';
}

/** Spec §2.13 row name: the user's full name, 'Unknown' without a first name (a record without an account shows its own name). */
export function adminRowName(row: {
  fullName: string | null;
  user: { firstName: string | null; lastName: string | null } | null;
}): string {
  const first = row.user?.firstName?.trim();
  if (first) return [first, row.user?.lastName?.trim()].filter(Boolean).join(' ');
  if (!row.user && row.fullName?.trim()) return row.fullName.trim();
  return 'Unknown';
}

/** Spec §2.13: a 'Club:' line only when the club differs from the team. */
export function clubLine(team: string | null, club: string | null): string | null {
  if (!present(club)) return null;
  return club!.trim() === (team ?? '').trim() ? null : `Club: ${club!.trim()}`;
}

/** Spec §4: the status badge is active versus anything else. */
export function statusBadgeColor(status: string): 'green' | 'gray' {
  return status === 'active' ? 'green' : 'gray';
}
