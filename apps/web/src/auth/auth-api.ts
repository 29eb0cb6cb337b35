import type { CurrentUser, LoginRequest, SignupRequest } from '@portal/contracts';
import { api } from '../api/api';

/** Spec §4: login or signup success refreshes the user and the assignment data. */
const REFRESHED_AFTER_SIGN_IN = ['CurrentUser', 'Assignments'] as const;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/auth/user: a failure (401) simply means signed out; never retried, never toasted. */
    getCurrentUser: build.query<CurrentUser, void>({
      query: () => '/api/auth/user',
      providesTags: ['CurrentUser'],
    }),
    login: build.mutation<CurrentUser, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
      invalidatesTags: (user) => (user ? [...REFRESHED_AFTER_SIGN_IN] : []),
      onQueryStarted: async (_request, { dispatch, queryFulfilled }) => {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (user) await dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, user));
      },
    }),
    signup: build.mutation<CurrentUser, SignupRequest>({
      query: (body) => ({ url: '/api/auth/signup', method: 'POST', body }),
      invalidatesTags: (user) => (user ? [...REFRESHED_AFTER_SIGN_IN] : []),
      onQueryStarted: async (_request, { dispatch, queryFulfilled }) => {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (user) await dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, user));
      },
    }),
  }),
});

export const { useGetCurrentUserQuery, useLoginMutation, useSignupMutation } = authApi;
