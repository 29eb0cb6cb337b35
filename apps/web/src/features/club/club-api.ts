import type { ClubSettings, ClubUpdate } from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

/** GET/PATCH /api/club: the admin's own club (its name and consent age). */
export const clubApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClub: build.query<ClubSettings, void>({
      query: () => '/api/club',
      providesTags: [Tag.Club],
    }),
    updateClub: build.mutation<ClubSettings, ClubUpdate>({
      query: (changes) => ({ url: '/api/club', method: 'PATCH', body: changes }),
      invalidatesTags: [Tag.Club],
    }),
  }),
});

export const { useGetClubQuery, useUpdateClubMutation } = clubApi;
