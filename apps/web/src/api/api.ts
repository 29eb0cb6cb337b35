import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';
import { TAG_TYPES } from './tags';

/**
 * The one RTK Query API slice of the app. Each feature adds its calls with `api.injectEndpoints`;
 * cache tags are declared once in `tags.ts` and named through `Tag`.
 *
 * Spec §4: cached data never goes stale by itself; no refetch on focus or reconnect, no polling
 * and no retries (the base query retries only a 503 to an `idempotent` POST, once, with its key).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
