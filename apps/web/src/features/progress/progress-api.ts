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

const progressApi = api
  .enhanceEndpoints({ addTagTypes: ['TrainingSessions', 'WellnessLogs', 'Progress'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getProgressDashboard: build.query<ProgressDashboard, PlayerWeek>({
        query: ({ playerId, weekStart, today }) => `/api/progress-dashboard${query({ playerId, weekStart, today })}`,
        providesTags: ['Progress'],
      }),
      getProgressTrends: build.query<ProgressTrends, PlayerWeek>({
        query: ({ playerId, weekStart }) => `/api/progress-trends${query({ playerId, weekStart })}`,
        providesTags: ['Progress'],
      }),
      getTrainingSessions: build.query<TrainingSession[], { playerId?: string }>({
        query: ({ playerId }) => `/api/training-sessions${query({ playerId, limit: undefined })}`,
        providesTags: ['TrainingSessions'],
      }),
      getWellnessLogs: build.query<WellnessLog[], { playerId?: string }>({
        query: ({ playerId }) => `/api/wellness-logs${query({ playerId })}`,
        providesTags: ['WellnessLogs'],
      }),
      logTrainingSession: build.mutation<TrainingSession, TrainingSessionCreate>({
        query: (body) => ({ url: '/api/training-sessions', method: 'POST', body, idempotent: true }),
        invalidatesTags: ['TrainingSessions', 'Progress'],
      }),
      checkInWellness: build.mutation<WellnessCheckInResult, WellnessLogCreate>({
        query: (body) => ({ url: '/api/wellness-logs', method: 'POST', body, idempotent: true }),
        invalidatesTags: ['WellnessLogs', 'Progress'],
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
