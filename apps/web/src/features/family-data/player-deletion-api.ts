import type { PlayerDeletionConfirmed, PlayerDeletionRequest, PlayerDeletionState } from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

/** Erasure of a player's data (issue 25): its state, asking, cancelling, and the mailed link's confirmation. */
export const playerDeletionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlayerDeletion: build.query<PlayerDeletionState, string>({
      query: (playerId) => `/api/players/${encodeURIComponent(playerId)}/deletion`,
      providesTags: (_result, _error, playerId) => [{ type: Tag.PlayerDeletion, id: playerId }],
    }),
    requestPlayerDeletion: build.mutation<PlayerDeletionState, { playerId: string; request: PlayerDeletionRequest }>({
      query: ({ playerId, request }) => ({
        url: `/api/players/${encodeURIComponent(playerId)}/deletion`,
        method: 'POST',
        body: request,
      }),
      invalidatesTags: (_result, _error, { playerId }) => [{ type: Tag.PlayerDeletion, id: playerId }],
    }),
    cancelPlayerDeletion: build.mutation<PlayerDeletionState, string>({
      query: (playerId) => ({ url: `/api/players/${encodeURIComponent(playerId)}/deletion`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, playerId) => [{ type: Tag.PlayerDeletion, id: playerId }],
    }),
    confirmPlayerDeletion: build.mutation<PlayerDeletionConfirmed, { token: string }>({
      query: (body) => ({ url: '/api/deletion-requests/confirm', method: 'POST', body }),
      invalidatesTags: [Tag.PlayerDeletion],
    }),
  }),
});

export const {
  useGetPlayerDeletionQuery,
  useRequestPlayerDeletionMutation,
  useCancelPlayerDeletionMutation,
  useConfirmPlayerDeletionMutation,
} = playerDeletionApi;
