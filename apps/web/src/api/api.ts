import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';

/**
 * The one RTK Query API slice of the app. Each feature adds its calls with `api.injectEndpoints`
 * (and new cache tags with `api.enhanceEndpoints({ addTagTypes })`).
 *
 * Spec §4: cached data never goes stale by itself; no refetch on focus or reconnect, no polling
 * and no retries (the base query never retries).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['CurrentUser', 'Assignments', 'AdminUsers'],
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
