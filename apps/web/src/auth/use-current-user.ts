import type { CurrentUser } from '@portal/contracts';
import { useGetCurrentUserQuery } from './auth-api';

export interface CurrentUserState {
  /** The signed-in user, or null when signed out (the user call failed). */
  user: CurrentUser | null;
  /** True only while the first user call is in flight (spec §2.1: show a spinner). */
  isLoading: boolean;
}

/** The authentication state every screen reads. Data queries pass `skip: !user`. */
export function useCurrentUser(): CurrentUserState {
  const { data, isLoading } = useGetCurrentUserQuery();
  return { user: data ?? null, isLoading };
}
