import type {
  Consent,
  ConsentHistoryEntry,
  ConsentUpdate,
  OwnProfile,
  OwnProfileSave,
  PlayerProfile,
  PlayerProfileUpdate,
  PlayerSelf,
} from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

/** Spec §7 player profile calls. Every write refreshes both readings and the coach's list. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/players/me: the signed-in player's record, whose id the player's own calls name. */
    getOwnPlayer: build.query<PlayerSelf, void>({
      query: () => '/api/players/me',
      providesTags: [Tag.OwnPlayer],
    }),
    getOwnProfile: build.query<OwnProfile, void>({
      query: () => '/api/player/profile',
      providesTags: [Tag.OwnProfile],
    }),
    /** On success refreshes the profile and /api/auth/user (spec §7). */
    saveOwnProfile: build.mutation<OwnProfile, OwnProfileSave>({
      query: (body) => ({ url: '/api/player/profile', method: 'POST', body }),
      invalidatesTags: [Tag.OwnProfile, Tag.CurrentUser, Tag.PlayerProfile, Tag.AdminPlayers],
    }),
    getPlayerProfile: build.query<PlayerProfile, string>({
      query: (id) => `/api/players/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: Tag.PlayerProfile, id }],
    }),
    updatePlayerProfile: build.mutation<PlayerProfile, { id: string; changes: PlayerProfileUpdate }>({
      query: ({ id, changes }) => ({ url: `/api/players/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [{ type: Tag.PlayerProfile, id }, Tag.OwnProfile, Tag.AdminPlayers],
    }),
    /**
     * POST /api/players/{id}/consents, the one consent write of the app (the profile, the family's
     * consents page and the upload dialogs), so every consent view shows the new decision at once.
     */
    setConsent: build.mutation<Consent, { id: string; consent: ConsentUpdate }>({
      query: ({ id, consent }) => ({
        url: `/api/players/${encodeURIComponent(id)}/consents`,
        method: 'POST',
        body: consent,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: Tag.PlayerProfile, id },
        { type: Tag.ConsentHistory, id },
        // A family's decision closes the child's open consent request.
        Tag.ConsentRequests,
      ],
    }),
    getConsentHistory: build.query<ConsentHistoryEntry[], string>({
      query: (id) => `/api/players/${encodeURIComponent(id)}/consent-history`,
      providesTags: (_result, _error, id) => [{ type: Tag.ConsentHistory, id }],
    }),
  }),
});

export const {
  useGetOwnPlayerQuery,
  useLazyGetOwnPlayerQuery,
  useGetOwnProfileQuery,
  useSaveOwnProfileMutation,
  useGetPlayerProfileQuery,
  useUpdatePlayerProfileMutation,
  useSetConsentMutation,
  useGetConsentHistoryQuery,
} = profileApi;
