import { api } from '../../api/api';

/** Only the dashboard's Videos count: the number of the player's videos (spec §2.6). */
const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVideoCount: build.query<unknown[], void>({ query: () => '/api/videos' }),
  }),
});

export const { useGetVideoCountQuery } = dashboardApi;
