import { Stack } from '@mantine/core';
import { isStaff } from '@portal/contracts';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../auth/use-current-user';
import { FullPageLoader } from '../../common/FullPageLoader';
import { PageHeader } from '../../common/PageHeader';
import { ReportsList } from './ReportsList';

/** /reports: the player's own reports; staff open a player's with `/reports?playerId=`. */
export default function ReportsPage() {
  const { user, isLoading } = useCurrentUser();
  const [params] = useSearchParams();
  if (isLoading || !user) return <FullPageLoader />;
  const playerId = isStaff(user.role) ? (params.get('playerId') ?? undefined) : undefined;
  return (
    <Stack>
      <PageHeader title="Progress Reports" />
      <ReportsList playerId={playerId} />
    </Stack>
  );
}
