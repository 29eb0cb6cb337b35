import type {
  Assignment,
  AssignmentCompletion,
  AssignmentCreate,
  AssignmentUpdate,
  AssignmentWithHistory,
  CoachCounters,
  EvidenceSubmission,
  FocusArea,
  FocusAreaInput,
  Page,
  Review,
  ReviewQueueNamedItem,
  Roadmap,
  RoadmapCreate,
  RoadmapProgress,
  RoadmapSummary,
  SquadAssignmentCreate,
  SquadAssignmentResult,
} from '@portal/contracts';
import { humanDay } from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

/** Everything a status change (or an assignment's edit or deletion) can alter on screen. */
const AFTER_MOVE = [Tag.Assignments, Tag.Roadmap, Tag.ReviewQueue, Tag.RoadmapCounters, Tag.CoachHome] as const;

/** Roadmap service calls (spec §7 plus the review loop), shared by the dashboard, /assignments, /roadmap and the coach tab. */
export const roadmapApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAssignments: build.query<Assignment[], void>({
      query: () => '/api/assignments',
      providesTags: [Tag.Assignments],
    }),
    getPlayerAssignments: build.query<Assignment[], string>({
      query: (playerId) => ({ url: '/api/assignments', params: { playerId } }),
      providesTags: [Tag.Assignments],
    }),
    getAssignment: build.query<AssignmentWithHistory, string>({
      query: (id) => `/api/assignments/${encodeURIComponent(id)}`,
      providesTags: [Tag.Assignments],
    }),
    getCurrentRoadmap: build.query<Roadmap, string>({
      query: (playerId) => `/api/roadmaps/${encodeURIComponent(playerId)}/current`,
      providesTags: [Tag.Roadmap],
    }),
    completeAssignment: build.mutation<Assignment, { id: string; completion: AssignmentCompletion }>({
      query: ({ id, completion }) => ({
        url: `/api/assignments/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: completion,
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
      query: (body) => ({ url: '/api/roadmaps', method: 'POST', body, idempotent: true }),
      invalidatesTags: [Tag.Roadmap, Tag.RoadmapCounters],
    }),
    createAssignment: build.mutation<Assignment, AssignmentCreate>({
      query: (body) => ({ url: '/api/assignments', method: 'POST', body, idempotent: true }),
      invalidatesTags: [Tag.Assignments, Tag.Roadmap],
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
      invalidatesTags: [Tag.Assignments, Tag.Roadmap, Tag.RoadmapCounters],
    }),
    /** Staff correct an assignment's own fields; its status and history stay. */
    updateAssignment: build.mutation<Assignment, { id: string; changes: AssignmentUpdate }>({
      query: ({ id, changes }) => ({
        url: `/api/assignments/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: [...AFTER_MOVE],
    }),
    /** Deletes the assignment with its submissions and reviews. */
    deleteAssignment: build.mutation<void, string>({
      query: (id) => ({ url: `/api/assignments/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [...AFTER_MOVE],
    }),
    addFocusArea: build.mutation<FocusArea, { roadmapId: string; focusArea: FocusAreaInput }>({
      query: ({ roadmapId, focusArea }) => ({
        url: `/api/roadmaps/${encodeURIComponent(roadmapId)}/focus-areas`,
        method: 'POST',
        body: focusArea,
      }),
      invalidatesTags: [Tag.Roadmap],
    }),
    updateFocusArea: build.mutation<FocusArea, { id: string; focusArea: FocusAreaInput }>({
      query: ({ id, focusArea }) => ({
        url: `/api/roadmaps/focus-areas/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: focusArea,
      }),
      invalidatesTags: [Tag.Roadmap],
    }),
    removeFocusArea: build.mutation<void, string>({
      query: (id) => ({ url: `/api/roadmaps/focus-areas/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [Tag.Roadmap],
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
      providesTags: [Tag.ReviewQueue],
    }),
    getRoadmapCounters: build.query<CoachCounters, { timeZone: string; squadId?: string }>({
      query: ({ timeZone, squadId }) => ({
        url: '/api/roadmaps/counters',
        params: { timeZone, ...(squadId ? { squadId } : {}) },
      }),
      providesTags: [Tag.RoadmapCounters],
    }),
    getRoadmapProgress: build.query<RoadmapProgress[], { playerIds: readonly string[]; squadId?: string }>({
      query: ({ playerIds, squadId }) => ({
        url: '/api/roadmaps/progress',
        params: { playerIds: playerIds.join(','), ...(squadId ? { squadId } : {}) },
      }),
      providesTags: [Tag.Roadmap, Tag.RoadmapCounters],
    }),
  }),
});

export const {
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
  useUpdateAssignmentMutation,
  useDeleteAssignmentMutation,
  useAddFocusAreaMutation,
  useUpdateFocusAreaMutation,
  useRemoveFocusAreaMutation,
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

/** A due day in the shared human format ("Tuesday 1 December 2026"), never "2026-12-01". */
export function formatDueDate(day: string | null): string {
  return day ? humanDay(day, { weekday: true }) : 'No due date';
}
