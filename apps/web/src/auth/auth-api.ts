import type {
  CurrentUser,
  DeclareBirthDateRequest,
  DeclareBirthDateResponse,
  LoginRequest,
  PasswordReset,
  PasswordResetRequest,
  SignupRequest,
} from '@portal/contracts';
import { api } from '../api/api';
import { Tag } from '../api/tags';

/** Spec §4: login or signup success refreshes the user and the assignment data. */
const REFRESHED_AFTER_SIGN_IN = [Tag.CurrentUser, Tag.Assignments];

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/auth/user. Any failure (401 when there is no session) means signed out: it resolves
     * to null rather than an error, so it is never retried, never toasted, and a screen that
     * subscribes later does not fetch it again.
     */
    getCurrentUser: build.query<CurrentUser | null, void>({
      queryFn: async (_arg, _queryApi, _extraOptions, baseQuery) => {
        const result = await baseQuery('/api/auth/user');
        return result.error ? { data: null } : { data: result.data as CurrentUser };
      },
      providesTags: [Tag.CurrentUser],
    }),
    login: build.mutation<CurrentUser, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
      invalidatesTags: (user) => (user ? REFRESHED_AFTER_SIGN_IN : []),
    }),
    signup: build.mutation<CurrentUser, SignupRequest>({
      query: (body) => ({ url: '/api/auth/signup', method: 'POST', body }),
      invalidatesTags: (user) => (user ? REFRESHED_AFTER_SIGN_IN : []),
    }),
    /**
     * PUT /api/players/me/date-of-birth: the age question an account without a date of birth is asked
     * once (ARCHITECTURE §9). Refreshes the user (needsDateOfBirth) and the player's record.
     */
    declareBirthDate: build.mutation<DeclareBirthDateResponse, DeclareBirthDateRequest>({
      query: (body) => ({ url: '/api/players/me/date-of-birth', method: 'PUT', body }),
      invalidatesTags: (_result, error) =>
        error && (error as { status?: unknown }).status !== 409
          ? []
          : [Tag.CurrentUser, Tag.OwnProfile, Tag.PlayerProfile],
    }),
    /** The same answer whether or not the e-mail has an account. */
    requestPasswordReset: build.mutation<{ message: string }, PasswordResetRequest>({
      query: (body) => ({ url: '/api/auth/password-reset/request', method: 'POST', body }),
    }),
    /** Ends every session of the user, this browser's included: the current user is fetched again. */
    resetPassword: build.mutation<void, PasswordReset>({
      query: (body) => ({ url: '/api/auth/password-reset', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [Tag.CurrentUser]),
    }),
  }),
});

export const {
  useGetCurrentUserQuery,
  useLoginMutation,
  useSignupMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useDeclareBirthDateMutation,
} = authApi;
