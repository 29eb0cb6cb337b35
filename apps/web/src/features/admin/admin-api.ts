import type { AdminUser, AdminUserPage, Role, StaffInvitation, StaffInvitationRequest } from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

export interface AdminUserListArgs {
  search: string;
  page: number;
  pageSize: number;
}

export interface SetUserRoleArgs {
  userId: string;
  role: Role;
}

/** Admin area calls (admin only on the server; a coach or player gets 403). */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminUsers: build.query<AdminUserPage, AdminUserListArgs>({
      query: ({ search, page, pageSize }) => ({
        url: '/api/admin/users',
        params: { search: search.trim(), page, pageSize },
      }),
      providesTags: [Tag.AdminUsers],
    }),
    setUserRole: build.mutation<AdminUser, SetUserRoleArgs>({
      query: ({ userId, role }) => ({
        url: `/api/admin/users/${encodeURIComponent(userId)}`,
        method: 'PATCH',
        body: { role },
      }),
      /** A role change can make or retire a player, so the player lists refresh too. */
      invalidatesTags: [Tag.AdminUsers, Tag.AdminPlayers, Tag.Squads],
    }),
    /** A one-time link by e-mail; an e-mail that already has an account is 409. */
    inviteStaff: build.mutation<StaffInvitation, StaffInvitationRequest>({
      query: (body) => ({ url: '/api/admin/users/invitations', method: 'POST', body, idempotent: true }),
    }),
    /** Ends the user's sessions before it answers; not one's own account (400 userId). */
    deactivateUser: build.mutation<AdminUser, { userId: string }>({
      query: ({ userId }) => ({ url: `/api/admin/users/${encodeURIComponent(userId)}/deactivate`, method: 'POST' }),
      invalidatesTags: [Tag.AdminUsers],
    }),
    reactivateUser: build.mutation<AdminUser, { userId: string }>({
      query: ({ userId }) => ({ url: `/api/admin/users/${encodeURIComponent(userId)}/reactivate`, method: 'POST' }),
      invalidatesTags: [Tag.AdminUsers],
    }),
  }),
});

export const {
  useListAdminUsersQuery,
  useSetUserRoleMutation,
  useInviteStaffMutation,
  useDeactivateUserMutation,
  useReactivateUserMutation,
} = adminApi;
