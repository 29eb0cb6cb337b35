import type {
  Consent,
  ConsentHistoryEntry,
  ConsentUpdate,
  OwnProfile,
  OwnProfileSave,
  PlayerProfile,
  PlayerProfileUpdate,
} from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

export const PROFILE_TAGS = ['OwnProfile', 'PlayerProfile', 'ConsentHistory', 'AdminPlayers'] as const;

/** Spec §7 player profile calls. Every write refreshes both readings and the coach's list. */
export const profileApi = api.enhanceEndpoints({ addTagTypes: [...PROFILE_TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    getOwnProfile: build.query<OwnProfile, void>({
      query: () => '/api/player/profile',
      providesTags: ['OwnProfile'],
    }),
    /** On success refreshes the profile and /api/auth/user (spec §7). */
    saveOwnProfile: build.mutation<OwnProfile, OwnProfileSave>({
      query: (body) => ({ url: '/api/player/profile', method: 'POST', body }),
      invalidatesTags: ['OwnProfile', 'CurrentUser', 'PlayerProfile', 'AdminPlayers'],
    }),
    getPlayerProfile: build.query<PlayerProfile, string>({
      query: (id) => `/api/players/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'PlayerProfile', id }],
    }),
    updatePlayerProfile: build.mutation<PlayerProfile, { id: string; changes: PlayerProfileUpdate }>({
      query: ({ id, changes }) => ({ url: `/api/players/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'PlayerProfile', id }, 'OwnProfile', 'AdminPlayers'],
    }),
    setConsent: build.mutation<Consent, { id: string; consent: ConsentUpdate }>({
      query: ({ id, consent }) => ({
        url: `/api/players/${encodeURIComponent(id)}/consents`,
        method: 'POST',
        body: consent,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'PlayerProfile', id },
        { type: 'ConsentHistory', id },
        // A family's decision closes the child's open consent request.
        Tag.ConsentRequests,
      ],
    }),
    getConsentHistory: build.query<ConsentHistoryEntry[], string>({
      query: (id) => `/api/players/${encodeURIComponent(id)}/consent-history`,
      providesTags: (_result, _error, id) => [{ type: 'ConsentHistory', id }],
    }),
  }),
});

export const {
  useGetOwnProfileQuery,
  useSaveOwnProfileMutation,
  useGetPlayerProfileQuery,
  useUpdatePlayerProfileMutation,
  useSetConsentMutation,
  useGetConsentHistoryQuery,
} = profileApi;
