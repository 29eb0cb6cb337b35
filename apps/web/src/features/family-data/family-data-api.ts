import type { DataExport, DataExportCreated } from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

/** A player's data export (issue 25): ask for it, then poll its status until the ZIP is ready. */
const familyDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestDataExport: build.mutation<DataExportCreated, string>({
      query: (playerId) => ({ url: `/api/players/${encodeURIComponent(playerId)}/export`, method: 'POST' }),
    }),
    getDataExport: build.query<DataExport, string>({
      query: (exportId) => `/api/exports/${encodeURIComponent(exportId)}`,
      providesTags: (_result, _error, exportId) => [{ type: Tag.DataExports, id: exportId }],
    }),
  }),
});

export const { useRequestDataExportMutation, useGetDataExportQuery } = familyDataApi;
