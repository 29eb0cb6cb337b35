import type { CoachHome } from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

export interface CoachHomeArgs {
  squadId?: string;
  timeZone: string;
}

/** GET /api/coach/home (the video its feedback dialog opens is videos-api's `getVideo`). */
const coachHomeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCoachHome: build.query<CoachHome, CoachHomeArgs>({
      query: ({ squadId, timeZone }) => ({
        url: '/api/coach/home',
        params: squadId ? { squadId, timeZone } : { timeZone },
      }),
      // A review, a booking change or an assignment edit elsewhere changes what needs attention.
      // A roadmap created for a new player takes them off "New players without a roadmap".
      providesTags: [Tag.CoachHome, Tag.Assignments, Tag.Calls, Tag.Roadmap],
    }),
  }),
});

export const { useGetCoachHomeQuery } = coachHomeApi;
