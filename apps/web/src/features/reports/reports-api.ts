import type {
  Report,
  ReportCommentResult,
  ReportCommentWrite,
  ReportComments,
  ReportGeneration,
  ReportMailPreference,
} from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A player's own reports (no id), or the named player's for staff. */
    getReports: build.query<Report[], string | undefined>({
      query: (playerId) => (playerId ? `/api/reports?playerId=${encodeURIComponent(playerId)}` : '/api/reports'),
      providesTags: [Tag.Reports],
    }),
    /** Staff: the reports of every player they reach, newest first; `squadId` narrows to one squad. */
    getStaffReports: build.query<Report[], { squadId?: string }>({
      query: ({ squadId }) => ({ url: '/api/reports', params: squadId ? { squadId } : {} }),
      providesTags: [Tag.Reports],
    }),
    generateReport: build.mutation<ReportGeneration, string>({
      query: (playerId) => ({ url: '/api/reports', method: 'POST', body: { playerId } }),
    }),
    /** The player's current period and the coach comments written (staff name the player). */
    getReportComments: build.query<ReportComments, string>({
      query: (playerId) => `/api/reports/comments?playerId=${encodeURIComponent(playerId)}`,
      providesTags: [Tag.ReportComments],
    }),
    writeReportComment: build.mutation<ReportCommentResult, ReportCommentWrite>({
      query: (body) => ({ url: '/api/reports/comments', method: 'PUT', body }),
      invalidatesTags: [Tag.ReportComments],
    }),
    getReportMailPreference: build.query<ReportMailPreference, void>({
      query: () => '/api/reports/mail-preference',
      providesTags: [Tag.ReportMailPreference],
    }),
    setReportMailPreference: build.mutation<ReportMailPreference, ReportMailPreference>({
      query: (body) => ({ url: '/api/reports/mail-preference', method: 'PUT', body }),
      invalidatesTags: [Tag.ReportMailPreference],
    }),
  }),
});

export const {
  useGetReportsQuery,
  useGetStaffReportsQuery,
  useGenerateReportMutation,
  useGetReportCommentsQuery,
  useWriteReportCommentMutation,
  useGetReportMailPreferenceQuery,
  useSetReportMailPreferenceMutation,
} = reportsApi;

export function reportPdfUrl(reportId: string): string {
  return `/api/reports/${reportId}/pdf`;
}
