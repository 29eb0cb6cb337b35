import { type AdminPlayerRow, adminRowName } from '@portal/contracts';

/** One row of Roadmap Management's player list: who it is, told apart from a namesake by e-mail and team. */
export interface RoadmapPlayerRow {
  playerId: string;
  name: string;
  /** The account's e-mail; a record without an account has none. */
  email: string | null;
  /** "Team: U15 Blue"; "No team on the profile" when the profile names none. */
  teamLine: string;
  photoUrl: string | null;
}

export function roadmapPlayerRowOf(row: AdminPlayerRow): RoadmapPlayerRow {
  const team = row.team?.trim();
  return {
    playerId: row.id,
    name: adminRowName(row),
    email: row.user?.email ?? null,
    teamLine: team ? `Team: ${team}` : 'No team on the profile',
    photoUrl: row.profilePhotoUrl,
  };
}

/** "Players 26–50 of 120" for a page of a list (1-based page); "of 75+" when `totalCapped`. */
export function pageRangeText(
  page: number,
  pageSize: number,
  total: number,
  noun = 'Players',
  totalCapped = false,
): string {
  if (total === 0) return `No ${noun.toLowerCase()}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const of = totalCapped ? `${total}+` : `${total}`;
  return first === last ? `${noun} ${first} of ${of}` : `${noun} ${first}–${last} of ${of}`;
}
