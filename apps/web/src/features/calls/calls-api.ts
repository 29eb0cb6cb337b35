import type {
  Call,
  CallAvailability,
  CallAvailabilityInput,
  CallBook,
  CallCoach,
  CallSlots,
  MyCalls,
} from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

/** Mentorship calls (issue 16): README `### Mentorship calls`. */
const callsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A parent booking for a child names the child (`playerId`): the child's club's coaches. */
    getCallCoaches: build.query<CallCoach[], { playerId?: string } | void>({
      query: (args) => ({
        url: '/api/calls/coaches',
        params: args?.playerId ? { playerId: args.playerId } : undefined,
      }),
      providesTags: [Tag.CallAvailability],
    }),
    getCallSlots: build.query<CallSlots, { coachUserId: string; playerId?: string }>({
      query: ({ coachUserId, playerId }) => ({
        url: `/api/calls/coaches/${coachUserId}/slots`,
        params: playerId ? { playerId } : undefined,
      }),
      providesTags: [Tag.Calls, Tag.CallAvailability],
    }),
    getMyCalls: build.query<MyCalls, { playerId?: string } | void>({
      query: (args) => (args?.playerId ? `/api/calls/mine?playerId=${args.playerId}` : '/api/calls/mine'),
      providesTags: [Tag.Calls],
    }),
    /** `squadId`: only the calls of that squad's players (the squad switcher). */
    getCallCalendar: build.query<Call[], { from: string; to: string; squadId?: string }>({
      query: ({ from, to, squadId }) => ({
        url: '/api/calls/calendar',
        params: { from, to, ...(squadId ? { squadId } : {}) },
      }),
      providesTags: [Tag.Calls],
    }),
    getCallAvailability: build.query<CallAvailability, void>({
      query: () => '/api/calls/availability',
      providesTags: [Tag.CallAvailability],
    }),
    updateCallAvailability: build.mutation<CallAvailability, CallAvailabilityInput>({
      query: (body) => ({ url: '/api/calls/availability', method: 'PUT', body }),
      invalidatesTags: [Tag.CallAvailability],
    }),
    bookCall: build.mutation<Call, CallBook & { forPlayerId?: string }>({
      query: ({ forPlayerId, ...body }) => ({
        url: '/api/calls',
        method: 'POST',
        body,
        params: forPlayerId ? { playerId: forPlayerId } : undefined,
        idempotent: true,
      }),
      invalidatesTags: [Tag.Calls],
    }),
    cancelCall: build.mutation<Call, { callId: string; reason?: string }>({
      query: ({ callId, reason }) => ({ url: `/api/calls/${callId}/cancel`, method: 'POST', body: { reason } }),
      invalidatesTags: [Tag.Calls],
    }),
    rescheduleCall: build.mutation<Call, { callId: string; startsAt: string }>({
      query: ({ callId, startsAt }) => ({ url: `/api/calls/${callId}/reschedule`, method: 'POST', body: { startsAt } }),
      invalidatesTags: [Tag.Calls],
    }),
    saveCallNotes: build.mutation<Call, { callId: string; notes: string }>({
      query: ({ callId, notes }) => ({ url: `/api/calls/${callId}/notes`, method: 'PUT', body: { notes } }),
      invalidatesTags: [Tag.Calls],
    }),
  }),
});

export const {
  useGetCallCoachesQuery,
  useGetCallSlotsQuery,
  useGetMyCallsQuery,
  useGetCallCalendarQuery,
  useGetCallAvailabilityQuery,
  useUpdateCallAvailabilityMutation,
  useBookCallMutation,
  useCancelCallMutation,
  useRescheduleCallMutation,
  useSaveCallNotesMutation,
} = callsApi;

export const callInviteUrl = (callId: string) => `/api/calls/${callId}/invite.ics`;
