import { Stack } from '@mantine/core';
import { isStaff } from '@portal/contracts';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../auth/use-current-user';
import { FullPageLoader } from '../../common/FullPageLoader';
import { PageHeader } from '../../common/PageHeader';
import { SquadSwitcher } from '../squads/SquadSwitcher';
import { useSquadFilter } from '../squads/use-squad-filter';
import { ReportsList } from './ReportsList';
import { StaffReportsList } from './StaffReportsList';

/**
 * /reports: the player's own reports; staff see every player's they reach for the squad the switcher
 * chose (`?squad=`), and open one player's with `/reports?playerId=`.
 */
export default function ReportsPage() {
  const { user, isLoading } = useCurrentUser();
  const [params] = useSearchParams();
  const squad = useSquadFilter();
  if (isLoading || !user) return <FullPageLoader />;
  const staff = isStaff(user.role);
  const playerId = staff ? (params.get('playerId') ?? undefined) : undefined;
  if (staff && !playerId) {
    return (
      <Stack>
        <PageHeader
          title="Progress Reports"
          subtitle="Six-weekly reports of your players, newest first."
          actions={<SquadSwitcher filter={squad} />}
        />
        <StaffReportsList key={squad.squadId ?? 'all'} squad={squad} />
      </Stack>
    );
  }
  return (
    <Stack>
      <PageHeader title="Progress Reports" />
      <ReportsList playerId={playerId} />
    </Stack>
  );
}
