import type { CurrentUser } from '@portal/contracts';
import { useCallback } from 'react';
import { useAppDispatch } from '../app/hooks';
import { authApi } from './auth-api';

/**
 * After a login or signup: put the returned user in the auth cache right away, so the signed-in
 * routes see it before the page navigates (the mutation also refetches the user, spec §4).
 */
export function useStoreSignedInUser(): (user: CurrentUser) => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (user: CurrentUser) => {
      await dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, user));
    },
    [dispatch],
  );
}
