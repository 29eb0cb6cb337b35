import type { Role } from '@portal/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetClubQuery } from './club-api';

/** The admin's club name (only admins may read the club); undefined for others or until it loads. */
export function useAdminClubName(role: Role | null | undefined): string | undefined {
  const club = useGetClubQuery(role === 'admin' ? undefined : skipToken);
  return role === 'admin' ? club.data?.name : undefined;
}
