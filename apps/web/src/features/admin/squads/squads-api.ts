import type {
  AdminPlayerPage,
  AdminUserPage,
  Squad,
  SquadCoachRole,
  SquadCreate,
  SquadInviteLink,
  SquadUpdate,
} from '@portal/contracts';
import { api } from '../../../api/api';
import { Tag } from '../../../api/tags';

/** The most players the squad detail lists at once (the API's page limit). */
export const SQUAD_PLAYERS_PAGE_SIZE = 100;
/** Candidates shown in a picker while the admin types. */
export const PICKER_PAGE_SIZE = 20;

export interface SquadMemberArgs {
  squadId: string;
  playerId: string;
}

export interface SquadCoachArgs {
  squadId: string;
  userId: string;
}

/**
 * Admin → Squads (admin only on the server; a coach reads only their own squads). Every write
 * invalidates the squads and the player lists, since player counts and squad names show in both.
 */
export const squadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSquads: build.query<Squad[], { includeArchived: boolean }>({
      query: ({ includeArchived }) => ({
        url: '/api/squads',
        params: includeArchived ? { includeArchived: 'true' } : {},
      }),
      providesTags: [Tag.Squads],
    }),
    /** The players of one squad (the admin player list narrowed to the squad). */
    listSquadPlayers: build.query<AdminPlayerPage, { squadId: string }>({
      query: ({ squadId }) => ({
        url: '/api/admin/players',
        params: { squadId, page: 1, pageSize: SQUAD_PLAYERS_PAGE_SIZE },
      }),
      providesTags: [Tag.Squads, Tag.AdminPlayers],
    }),
    /** Players of the club to pick from, by name or e-mail. */
    searchClubPlayers: build.query<AdminPlayerPage, { search: string }>({
      query: ({ search }) => ({
        url: '/api/admin/players',
        params: { search: search.trim(), page: 1, pageSize: PICKER_PAGE_SIZE },
      }),
      providesTags: [Tag.AdminPlayers],
    }),
    /** Accounts of the club to pick a coach from (the screen keeps those whose role is coach). */
    searchClubUsers: build.query<AdminUserPage, { search: string }>({
      query: ({ search }) => ({
        url: '/api/admin/users',
        params: { search: search.trim(), page: 1, pageSize: 100 },
      }),
      providesTags: [Tag.AdminUsers],
    }),
    createSquad: build.mutation<Squad, SquadCreate>({
      query: (body) => ({ url: '/api/squads', method: 'POST', body, idempotent: true }),
      invalidatesTags: [Tag.Squads, Tag.AdminUsers],
    }),
    updateSquad: build.mutation<Squad, { squadId: string; changes: SquadUpdate }>({
      query: ({ squadId, changes }) => ({
        url: `/api/squads/${encodeURIComponent(squadId)}`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: [Tag.Squads, Tag.AdminUsers, Tag.AdminPlayers],
    }),
    addSquadPlayer: build.mutation<Squad, SquadMemberArgs>({
      query: ({ squadId, playerId }) => ({
        url: `/api/squads/${encodeURIComponent(squadId)}/players`,
        method: 'POST',
        body: { playerId },
      }),
      invalidatesTags: [Tag.Squads, Tag.AdminUsers, Tag.AdminPlayers],
    }),
    removeSquadPlayer: build.mutation<void, SquadMemberArgs>({
      query: ({ squadId, playerId }) => ({
        url: `/api/squads/${encodeURIComponent(squadId)}/players/${encodeURIComponent(playerId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: [Tag.Squads, Tag.AdminUsers, Tag.AdminPlayers],
    }),
    addSquadCoach: build.mutation<Squad, SquadCoachArgs & { role: SquadCoachRole }>({
      query: ({ squadId, userId, role }) => ({
        url: `/api/squads/${encodeURIComponent(squadId)}/coaches`,
        method: 'POST',
        body: { userId, role },
      }),
      invalidatesTags: [Tag.Squads, Tag.AdminUsers],
    }),
    removeSquadCoach: build.mutation<void, SquadCoachArgs>({
      query: ({ squadId, userId }) => ({
        url: `/api/squads/${encodeURIComponent(squadId)}/coaches/${encodeURIComponent(userId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: [Tag.Squads, Tag.AdminUsers],
    }),
    /** A new code each time: the previous link stops working. */
    createInviteLink: build.mutation<SquadInviteLink, { squadId: string }>({
      query: ({ squadId }) => ({
        url: `/api/squads/${encodeURIComponent(squadId)}/invite-link`,
        method: 'POST',
      }),
      invalidatesTags: [Tag.Squads],
    }),
  }),
});

export const {
  useListSquadsQuery,
  useListSquadPlayersQuery,
  useSearchClubPlayersQuery,
  useSearchClubUsersQuery,
  useCreateSquadMutation,
  useUpdateSquadMutation,
  useAddSquadPlayerMutation,
  useRemoveSquadPlayerMutation,
  useAddSquadCoachMutation,
  useRemoveSquadCoachMutation,
  useCreateInviteLinkMutation,
} = squadsApi;
