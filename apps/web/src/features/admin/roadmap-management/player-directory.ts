import type { AdminUserPage } from '@portal/contracts';
import { api } from '../../../api/api';
import { isApiError } from '../../../api/api-error';

export interface DirectoryPlayer {
  playerId: string;
  name: string;
  email: string | null;
}

/** The fields of a GET /api/admin/players row this tab reads (identity's player list, coach and admin). */
interface AdminPlayersResponse {
  items: {
    id: string;
    fullName: string | null;
    user: { email: string | null; firstName: string | null; lastName: string | null } | null;
  }[];
}

export const DIRECTORY_PAGE_SIZE = 100;

function nameOf(
  first: string | null | undefined,
  last: string | null | undefined,
  fallback: string | null | undefined,
) {
  const full = [first, last].filter(Boolean).join(' ').trim();
  return fallback?.trim() || full || 'Unknown';
}

/**
 * The players a coach picks from. Reads identity's player list (`/api/admin/players`); while that
 * route is not deployed (404) it falls back to the admin user list, which only admins may read.
 */
const directoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlayerDirectory: build.query<DirectoryPlayer[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const players = await baseQuery({
          url: '/api/admin/players',
          params: { page: 1, pageSize: DIRECTORY_PAGE_SIZE },
        });
        if (!players.error) {
          const page = players.data as AdminPlayersResponse;
          return {
            data: page.items.map((row) => ({
              playerId: row.id,
              name: nameOf(row.user?.firstName, row.user?.lastName, row.fullName),
              email: row.user?.email ?? null,
            })),
          };
        }
        if (!isApiError(players.error) || players.error.status !== 404) return { error: players.error };
        const users = await baseQuery({ url: '/api/admin/users', params: { page: 1, pageSize: DIRECTORY_PAGE_SIZE } });
        if (users.error) return { error: users.error };
        return {
          data: (users.data as AdminUserPage).items
            .filter((user) => user.role === 'player' && user.playerId)
            .map((user) => ({
              playerId: user.playerId!,
              name: nameOf(user.firstName, user.lastName, null),
              email: user.email,
            })),
        };
      },
      providesTags: ['AdminUsers'],
    }),
  }),
});

export const { useGetPlayerDirectoryQuery } = directoryApi;
