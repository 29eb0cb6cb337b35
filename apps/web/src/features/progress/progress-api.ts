import type {
  ProgressDashboard,
  ProgressTrends,
  TrainingSession,
  TrainingSessionCreate,
  WellnessCheckInResult,
  WellnessLog,
  WellnessLogCreate,
} from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

export interface PlayerWeek {
  /** Omitted for the signed-in player's own data. */
  playerId?: string;
  weekStart: string;
  today?: string;
}

const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

const progressApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProgressDashboard: build.query<ProgressDashboard, PlayerWeek>({
      query: ({ playerId, weekStart, today }) => `/api/progress-dashboard${query({ playerId, weekStart, today })}`,
      providesTags: [Tag.Progress],
    }),
    getProgressTrends: build.query<ProgressTrends, PlayerWeek>({
      query: ({ playerId, weekStart }) => `/api/progress-trends${query({ playerId, weekStart })}`,
      providesTags: [Tag.Progress],
    }),
    getTrainingSessions: build.query<TrainingSession[], { playerId?: string }>({
      query: ({ playerId }) => `/api/training-sessions${query({ playerId, limit: undefined })}`,
      providesTags: [Tag.TrainingSessions],
    }),
    getWellnessLogs: build.query<WellnessLog[], { playerId?: string }>({
      query: ({ playerId }) => `/api/wellness-logs${query({ playerId })}`,
      providesTags: [Tag.WellnessLogs],
    }),
    logTrainingSession: build.mutation<TrainingSession, TrainingSessionCreate>({
      query: (body) => ({ url: '/api/training-sessions', method: 'POST', body, idempotent: true }),
      // One record, two readings: a session is also a Training log.
      invalidatesTags: [Tag.TrainingSessions, Tag.TrainingLogs, Tag.Progress],
    }),
    checkInWellness: build.mutation<WellnessCheckInResult, WellnessLogCreate>({
      query: (body) => ({ url: '/api/wellness-logs', method: 'POST', body, idempotent: true }),
      invalidatesTags: [Tag.WellnessLogs, Tag.Progress],
    }),
  }),
});

export const {
  useGetProgressDashboardQuery,
  useGetProgressTrendsQuery,
  useGetTrainingSessionsQuery,
  useGetWellnessLogsQuery,
  useLogTrainingSessionMutation,
  useCheckInWellnessMutation,
} = progressApi;
