import type {
  Assignment,
  AssignmentCreate,
  AssignmentWithHistory,
  CoachCounters,
  EvidenceSubmission,
  Page,
  PlayerSelf,
  Review,
  ReviewQueueNamedItem,
  Roadmap,
  RoadmapCreate,
  RoadmapProgress,
  RoadmapSummary,
  SquadAssignmentCreate,
  SquadAssignmentResult,
} from '@portal/contracts';
import { api } from '../../api/api';

/** Everything a status change can alter on screen. */
const AFTER_MOVE = ['Assignments', 'Roadmap', 'ReviewQueue', 'RoadmapCounters'] as const;

/** Roadmap service calls (spec §7 plus the review loop), shared by the dashboard, /assignments, /roadmap and the coach tab. */
export const roadmapApi = api
  .enhanceEndpoints({ addTagTypes: ['Roadmap', 'ReviewQueue', 'RoadmapCounters', 'OwnPlayerRecord'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getOwnPlayerRecord: build.query<PlayerSelf, void>({
        query: () => '/api/players/me',
        providesTags: ['OwnPlayerRecord'],
      }),
      getAssignments: build.query<Assignment[], void>({
        query: () => '/api/assignments',
        providesTags: ['Assignments'],
      }),
      getPlayerAssignments: build.query<Assignment[], string>({
        query: (playerId) => ({ url: '/api/assignments', params: { playerId } }),
        providesTags: ['Assignments'],
      }),
      getAssignment: build.query<AssignmentWithHistory, string>({
        query: (id) => `/api/assignments/${encodeURIComponent(id)}`,
        providesTags: ['Assignments'],
      }),
      getCurrentRoadmap: build.query<Roadmap, string>({
        query: (playerId) => `/api/roadmaps/${encodeURIComponent(playerId)}/current`,
        providesTags: ['Roadmap'],
      }),
      completeAssignment: build.mutation<Assignment, { id: string; completionNotes: string }>({
        query: ({ id, completionNotes }) => ({
          url: `/api/assignments/${encodeURIComponent(id)}`,
          method: 'PUT',
          body: { completed: true, completionNotes },
        }),
        invalidatesTags: [...AFTER_MOVE],
      }),
      startAssignment: build.mutation<Assignment, string>({
        query: (id) => ({ url: `/api/assignments/${encodeURIComponent(id)}/start`, method: 'POST' }),
        invalidatesTags: [...AFTER_MOVE],
      }),
      submitEvidence: build.mutation<Assignment, { id: string; evidence: EvidenceSubmission }>({
        query: ({ id, evidence }) => ({
          url: `/api/assignments/${encodeURIComponent(id)}/submissions`,
          method: 'POST',
          body: evidence,
          idempotent: true,
        }),
        invalidatesTags: [...AFTER_MOVE],
      }),
      reviewAssignment: build.mutation<Assignment, { id: string; review: Review }>({
        query: ({ id, review }) => ({
          url: `/api/assignments/${encodeURIComponent(id)}/reviews`,
          method: 'POST',
          body: review,
        }),
        invalidatesTags: [...AFTER_MOVE],
      }),
      createRoadmap: build.mutation<RoadmapSummary, RoadmapCreate>({
        query: (body) => ({ url: '/api/roadmaps', method: 'POST', body }),
        invalidatesTags: ['Roadmap', 'RoadmapCounters'],
      }),
      createAssignment: build.mutation<Assignment, AssignmentCreate>({
        query: (body) => ({ url: '/api/assignments', method: 'POST', body, idempotent: true }),
        invalidatesTags: ['Assignments', 'Roadmap'],
      }),
      /** One assignment for every player of the squad in the caller's scope. */
      createSquadAssignment: build.mutation<
        SquadAssignmentResult,
        { squadId: string; assignment: SquadAssignmentCreate }
      >({
        query: ({ squadId, assignment }) => ({
          url: `/api/squads/${encodeURIComponent(squadId)}/assignments`,
          method: 'POST',
          body: assignment,
          idempotent: true,
        }),
        invalidatesTags: ['Assignments', 'Roadmap', 'RoadmapCounters'],
      }),
      /** Oldest submission first, each named by the server; `before` is the previous page's `nextCursor`. */
      getReviewQueue: build.query<
        Page<ReviewQueueNamedItem>,
        { limit: number; squadId?: string; playerId?: string; before?: string }
      >({
        query: ({ limit, squadId, playerId, before }) => ({
          url: '/api/reviews',
          params: {
            limit,
            ...(squadId ? { squadId } : {}),
            ...(playerId ? { playerId } : {}),
            ...(before ? { before } : {}),
          },
        }),
        providesTags: ['ReviewQueue'],
      }),
      getRoadmapCounters: build.query<CoachCounters, { timeZone: string; squadId?: string }>({
        query: ({ timeZone, squadId }) => ({
          url: '/api/roadmaps/counters',
          params: { timeZone, ...(squadId ? { squadId } : {}) },
        }),
        providesTags: ['RoadmapCounters'],
      }),
      getRoadmapProgress: build.query<RoadmapProgress[], { playerIds: readonly string[]; squadId?: string }>({
        query: ({ playerIds, squadId }) => ({
          url: '/api/roadmaps/progress',
          params: { playerIds: playerIds.join(','), ...(squadId ? { squadId } : {}) },
        }),
        providesTags: ['Roadmap', 'RoadmapCounters'],
      }),
    }),
  });

export const {
  useGetOwnPlayerRecordQuery,
  useGetAssignmentsQuery,
  useGetPlayerAssignmentsQuery,
  useGetAssignmentQuery,
  useGetCurrentRoadmapQuery,
  useCompleteAssignmentMutation,
  useStartAssignmentMutation,
  useSubmitEvidenceMutation,
  useReviewAssignmentMutation,
  useCreateRoadmapMutation,
  useCreateAssignmentMutation,
  useCreateSquadAssignmentMutation,
  useGetReviewQueueQuery,
  useGetRoadmapCountersQuery,
  useGetRoadmapProgressQuery,
} = roadmapApi;

/** The user's local calendar day and hour (for due texts and the 72-hour badge). */
export function localNow(now = new Date()): { today: string; hourOfDay: number } {
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    today: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    hourOfDay: now.getHours() + now.getMinutes() / 60,
  };
}

/** A calendar day shown as e.g. "Mon, Dec 1, 2026". */
export function formatDueDate(day: string | null): string {
  if (!day) return 'No due date';
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}
