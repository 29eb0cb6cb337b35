import type { AdminPlayerPage } from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

export interface AdminPlayerListArgs {
  search: string;
  /** The squad switcher's squad; undefined lists every player the caller reaches. */
  squadId?: string;
  page: number;
  pageSize: number;
}

/** GET /api/admin/players with ?search=&squadId=&page=&pageSize= (coach and admin). */
export const adminPlayersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminPlayers: build.query<AdminPlayerPage, AdminPlayerListArgs>({
      query: ({ search, squadId, page, pageSize }) => ({
        url: '/api/admin/players',
        params: { search: search.trim(), page, pageSize, ...(squadId ? { squadId } : {}) },
      }),
      providesTags: [Tag.AdminPlayers],
    }),
  }),
});

export const { useListAdminPlayersQuery } = adminPlayersApi;
