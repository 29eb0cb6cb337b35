import type { CurrentUser, SquadJoin, SquadJoined, StaffInvitationAccept } from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

/** Joining a club from a link: a staff invitation (signs in) or a squad invite link (signed-in player). */
export const clubInvitesApi = api.injectEndpoints({
  endpoints: (build) => ({
    acceptStaffInvitation: build.mutation<CurrentUser, StaffInvitationAccept>({
      query: (body) => ({ url: '/api/auth/staff-invitations/accept', method: 'POST', body }),
      invalidatesTags: (user) => (user ? [Tag.CurrentUser, Tag.Assignments] : []),
    }),
    joinSquad: build.mutation<SquadJoined, SquadJoin>({
      query: (body) => ({ url: '/api/squads/join', method: 'POST', body }),
      invalidatesTags: (joined) => (joined ? [Tag.CurrentUser] : []),
    }),
  }),
});

export const { useAcceptStaffInvitationMutation, useJoinSquadMutation } = clubInvitesApi;
