import type { AdminPlayerPage } from '@portal/contracts';
import { api } from '../../api/api';

export interface AdminPlayerListArgs {
  search: string;
  page: number;
  pageSize: number;
}

/** GET /api/admin/players with ?search=&page=&pageSize= (coach and admin). */
export const adminPlayersApi = api.enhanceEndpoints({ addTagTypes: ['AdminPlayers'] }).injectEndpoints({
  endpoints: (build) => ({
    listAdminPlayers: build.query<AdminPlayerPage, AdminPlayerListArgs>({
      query: ({ search, page, pageSize }) => ({
        url: '/api/admin/players',
        params: { search: search.trim(), page, pageSize },
      }),
      providesTags: ['AdminPlayers'],
    }),
  }),
});

export const { useListAdminPlayersQuery } = adminPlayersApi;
