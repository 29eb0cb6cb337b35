import { isStaff } from '@portal/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../auth/use-current-user';
import { useAdminClubName } from '../club/use-club-name';
import { useGetSquadsQuery } from './squads-api';
import {
  allPlayersLabel,
  parseSquadParam,
  resolveSquadSelection,
  type SquadOption,
  withSquadParam,
} from './squad-filter';

export interface SquadFilter {
  /** Pass as `squadId` to every list call; undefined means every player the reader reaches. */
  squadId: string | undefined;
  /** Whose data the page shows: "U15 Blue" or "All your players". */
  label: string;
  /** What the switcher calls "every player the reader reaches". */
  allLabel: string;
  /** The squads the reader may pick (empty for players and while loading). */
  squads: readonly SquadOption[];
  /** False for players: no switcher, and nothing to filter. */
  enabled: boolean;
  squadsLoading: boolean;
  squadsError: unknown;
  setSquadId(squadId: string | null): void;
}

/**
 * The staff squad switcher's state, kept in the URL (`?squad=<id>`) so a reload, a shared link and
 * the browser's back button keep it. A `?squad=` the reader cannot see is dropped from the URL.
 */
export function useSquadFilter(): SquadFilter {
  const { user } = useCurrentUser();
  const enabled = !!user && isStaff(user.role);
  const [searchParams, setSearchParams] = useSearchParams();
  const squadsQuery = useGetSquadsQuery(undefined, { skip: !enabled });
  const paramSquadId = enabled ? parseSquadParam(searchParams) : null;
  const clubName = useAdminClubName(user?.role);
  const selection = resolveSquadSelection(paramSquadId, squadsQuery.data, user?.role, clubName);

  useEffect(() => {
    if (selection.stale) setSearchParams((current) => withSquadParam(current, null), { replace: true });
  }, [selection.stale, setSearchParams]);

  const setSquadId = useCallback(
    (squadId: string | null) => setSearchParams((current) => withSquadParam(current, squadId)),
    [setSearchParams],
  );
  const squads = useMemo(() => squadsQuery.data ?? [], [squadsQuery.data]);

  return {
    squadId: selection.squadId,
    label: selection.label,
    allLabel: allPlayersLabel(user?.role, clubName),
    squads,
    enabled,
    squadsLoading: squadsQuery.isLoading,
    squadsError: squadsQuery.error,
    setSquadId,
  };
}
