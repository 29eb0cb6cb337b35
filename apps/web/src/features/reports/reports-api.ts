import type { Report, ReportGeneration } from '@portal/contracts';
import { api } from '../../api/api';

const reportsApi = api.enhanceEndpoints({ addTagTypes: ['Reports'] }).injectEndpoints({
  endpoints: (build) => ({
    /** A player's own reports (no id), or the named player's for staff. */
    getReports: build.query<Report[], string | undefined>({
      query: (playerId) => (playerId ? `/api/reports?playerId=${encodeURIComponent(playerId)}` : '/api/reports'),
      providesTags: ['Reports'],
    }),
    generateReport: build.mutation<ReportGeneration, string>({
      query: (playerId) => ({ url: '/api/reports', method: 'POST', body: { playerId } }),
    }),
  }),
});

export const { useGetReportsQuery, useGenerateReportMutation } = reportsApi;

export function reportPdfUrl(reportId: string): string {
  return `/api/reports/${reportId}/pdf`;
}
