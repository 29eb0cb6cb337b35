import type { CoachHome, Video } from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

export interface CoachHomeArgs {
  squadId?: string;
  timeZone: string;
}

/** GET /api/coach/home, and the one video the home's feedback dialog opens. */
const coachHomeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCoachHome: build.query<CoachHome, CoachHomeArgs>({
      query: ({ squadId, timeZone }) => ({
        url: '/api/coach/home',
        params: squadId ? { squadId, timeZone } : { timeZone },
      }),
      // A review, a booking change or an assignment edit elsewhere changes what needs attention.
      providesTags: [Tag.CoachHome, Tag.Assignments, Tag.Calls],
    }),
    getCoachHomeVideo: build.query<Video, string>({ query: (videoId) => `/api/videos/${videoId}` }),
  }),
});

export const { useGetCoachHomeQuery, useGetCoachHomeVideoQuery } = coachHomeApi;
