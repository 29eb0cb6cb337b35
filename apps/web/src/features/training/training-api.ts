import type { TrainingLog, TrainingLogCreate, TrainingLogUpdate } from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

/** A training entry is one record read two ways (issue 26): a write here changes Progress too. */
const TRAINING_RECORD_TAGS = [Tag.TrainingLogs, Tag.TrainingSessions, Tag.Progress];

const trainingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrainingLogs: build.query<TrainingLog[], void>({
      query: () => '/api/training-logs',
      providesTags: [Tag.TrainingLogs],
    }),
    /** Staff and parents read a player's logs by naming them. */
    getPlayerTrainingLogs: build.query<TrainingLog[], string>({
      query: (playerId) => ({ url: '/api/training-logs', params: { playerId } }),
      providesTags: [Tag.TrainingLogs],
    }),
    createTrainingLog: build.mutation<TrainingLog, TrainingLogCreate>({
      query: (body) => ({ url: '/api/training-logs', method: 'POST', body, idempotent: true }),
      invalidatesTags: TRAINING_RECORD_TAGS,
    }),
    updateTrainingLog: build.mutation<TrainingLog, { id: string; log: TrainingLogUpdate }>({
      query: ({ id, log }) => ({ url: `/api/training-logs/${id}`, method: 'PUT', body: log }),
      invalidatesTags: TRAINING_RECORD_TAGS,
    }),
    deleteTrainingLog: build.mutation<{ id: string }, string>({
      query: (id) => ({ url: `/api/training-logs/${id}`, method: 'DELETE' }),
      invalidatesTags: TRAINING_RECORD_TAGS,
    }),
  }),
});

export const {
  useGetTrainingLogsQuery,
  useGetPlayerTrainingLogsQuery,
  useCreateTrainingLogMutation,
  useUpdateTrainingLogMutation,
  useDeleteTrainingLogMutation,
} = trainingApi;
