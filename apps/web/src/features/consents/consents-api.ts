import type {
  ConsentRequest,
  ConsentRequestAnswer,
  ConsentRequestCreate,
  GuardianInvitationAccept,
  GuardianInvitationAccepted,
} from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

/** Parental consent (issue 25): a child's consent requests and a guardian accepting their invitation. */
export const consentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A minor asks their guardians (idempotent: the open request answers again, nobody is mailed twice). */
    requestConsent: build.mutation<ConsentRequestAnswer, { playerId: string; request: ConsentRequestCreate }>({
      query: ({ playerId, request }) => ({
        url: `/api/players/${encodeURIComponent(playerId)}/consent-requests`,
        method: 'POST',
        body: request,
      }),
      invalidatesTags: [Tag.ConsentRequests],
    }),
    getFamilyConsentRequests: build.query<ConsentRequest[], void>({
      query: () => '/api/family/consent-requests',
      providesTags: [Tag.ConsentRequests],
    }),
    /** With names and a password a new parent account (signed in); with the token alone, the signed-in parent's. */
    acceptGuardianInvitation: build.mutation<GuardianInvitationAccepted, GuardianInvitationAccept>({
      query: (body) => ({ url: '/api/guardian-invitations/accept', method: 'POST', body }),
      invalidatesTags: (accepted) => (accepted ? [Tag.CurrentUser] : []),
    }),
  }),
});

export const { useRequestConsentMutation, useGetFamilyConsentRequestsQuery, useAcceptGuardianInvitationMutation } =
  consentsApi;
