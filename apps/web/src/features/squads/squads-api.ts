import type { Squad } from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

/** GET /api/squads: an admin gets every live squad of the club, a coach the squads they coach. */
export const squadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSquads: build.query<Squad[], void>({
      query: () => '/api/squads',
      providesTags: [Tag.Squads],
    }),
  }),
});

export const { useGetSquadsQuery } = squadsApi;
