import type { Role } from '@portal/contracts';

/** The URL search parameter that carries the chosen squad (`?squad=<id>`; absent = all my players). */
export const SQUAD_PARAM = 'squad';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The squad id in `?squad=`, or null when absent or not an id (a mistyped link shows everyone). */
export function parseSquadParam(search: URLSearchParams | string): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(SQUAD_PARAM)?.trim() ?? '';
  return UUID.test(value) ? value.toLowerCase() : null;
}

/** The same search parameters with `?squad=` set to `squadId`, or removed for "all". */
export function withSquadParam(search: URLSearchParams | string, squadId: string | null): URLSearchParams {
  const params = new URLSearchParams(search);
  if (squadId) params.set(SQUAD_PARAM, squadId);
  else params.delete(SQUAD_PARAM);
  return params;
}

/** What "all" means to this reader: a coach sees their squads' players, an admin the whole club (named once known). */
export function allPlayersLabel(role: Role | null | undefined, clubName?: string): string {
  if (role !== 'admin') return 'All your players';
  return clubName ? `All players of ${clubName}` : 'All players of your club';
}

export interface SquadOption {
  id: string;
  name: string;
  season: string | null;
  ageGroup: string | null;
}

/** "U15 Blue (U15, 2026/27)": the name, with the age group and season when they add something. */
export function squadDisplayName(squad: SquadOption): string {
  const details = [squad.ageGroup, squad.season].filter(
    (part): part is string => !!part && !squad.name.toLowerCase().includes(part.toLowerCase()),
  );
  return details.length > 0 ? `${squad.name} (${details.join(', ')})` : squad.name;
}

export interface SquadSelection {
  /** The squad to send as `squadId`, or undefined for every player the reader reaches. */
  squadId: string | undefined;
  /** Whose data the lists show: the squad's name or "All your players". */
  label: string;
  /** `?squad=` names a squad the reader does not see (archived, removed, another club's): show all. */
  stale: boolean;
}

/**
 * The switcher's current choice from the URL and the squads the reader may see. While the squads
 * load, the id from the URL is used as it is (the server applies the scope anyway), labelled
 * "Selected squad" until its name is known.
 */
export function resolveSquadSelection(
  paramSquadId: string | null,
  squads: readonly SquadOption[] | undefined,
  role: Role | null | undefined,
  clubName?: string,
): SquadSelection {
  const all = { squadId: undefined, label: allPlayersLabel(role, clubName), stale: false };
  if (!paramSquadId) return all;
  if (!squads) return { squadId: paramSquadId, label: 'Selected squad', stale: false };
  const squad = squads.find((candidate) => candidate.id === paramSquadId);
  if (!squad) return { ...all, stale: true };
  return { squadId: squad.id, label: squadDisplayName(squad), stale: false };
}
