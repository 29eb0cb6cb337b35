import type { TrainingLog, TrainingLogCreate } from '@portal/contracts';
import { api } from '../../api/api';

const trainingApi = api.enhanceEndpoints({ addTagTypes: ['TrainingLogs'] }).injectEndpoints({
  endpoints: (build) => ({
    getTrainingLogs: build.query<TrainingLog[], void>({
      query: () => '/api/training-logs',
      providesTags: ['TrainingLogs'],
    }),
    createTrainingLog: build.mutation<TrainingLog, TrainingLogCreate>({
      query: (body) => ({ url: '/api/training-logs', method: 'POST', body }),
      invalidatesTags: ['TrainingLogs'],
    }),
  }),
});

export const { useGetTrainingLogsQuery, useCreateTrainingLogMutation } = trainingApi;
