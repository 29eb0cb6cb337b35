import type { TrainingLog, TrainingLogCreate } from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

const trainingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrainingLogs: build.query<TrainingLog[], void>({
      query: () => '/api/training-logs',
      providesTags: [Tag.TrainingLogs],
    }),
    /** A parent reads a child's logs by naming them. */
    getPlayerTrainingLogs: build.query<TrainingLog[], string>({
      query: (playerId) => ({ url: '/api/training-logs', params: { playerId } }),
      providesTags: [Tag.TrainingLogs],
    }),
    createTrainingLog: build.mutation<TrainingLog, TrainingLogCreate>({
      query: (body) => ({ url: '/api/training-logs', method: 'POST', body, idempotent: true }),
      invalidatesTags: [Tag.TrainingLogs],
    }),
  }),
});

export const { useGetTrainingLogsQuery, useGetPlayerTrainingLogsQuery, useCreateTrainingLogMutation } = trainingApi;
