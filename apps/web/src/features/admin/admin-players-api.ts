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

export interface AdminPlayerStats {
  totalPlayers: number;
  completeProfiles: number;
}

/**
 * GET /api/admin/players with ?search=&squadId=&page=&pageSize= (coach and admin): a page and its
 * `total` (a lower bound when `totalCapped`). The stat cards' figures count every player in scope,
 * so they are a query of their own (`stats=true`), once per screen and squad rather than per page.
 */
export const adminPlayersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminPlayers: build.query<AdminPlayerPage, AdminPlayerListArgs>({
      query: ({ search, squadId, page, pageSize }) => ({
        url: '/api/admin/players',
        params: { search: search.trim(), page, pageSize, ...(squadId ? { squadId } : {}) },
      }),
      providesTags: [Tag.AdminPlayers],
    }),
    getAdminPlayerStats: build.query<AdminPlayerStats, { squadId?: string }>({
      query: ({ squadId }) => ({
        url: '/api/admin/players',
        params: { stats: 'true', page: 1, pageSize: 1, ...(squadId ? { squadId } : {}) },
      }),
      transformResponse: (page: AdminPlayerPage) => page.stats ?? { totalPlayers: 0, completeProfiles: 0 },
      providesTags: [Tag.AdminPlayers],
    }),
  }),
});

export const { useListAdminPlayersQuery, useGetAdminPlayerStatsQuery } = adminPlayersApi;

/** "120" or, when the count stopped before the last match, "120+". */
export function playerTotalText(page: Pick<AdminPlayerPage, 'total' | 'totalCapped'>): string {
  return page.totalCapped ? `${page.total}+` : String(page.total);
}
