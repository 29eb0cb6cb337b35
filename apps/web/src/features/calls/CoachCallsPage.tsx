import { Grid } from '@mantine/core';
import { isStaff } from '@portal/contracts';
import { isApiError } from '../../api/api-error';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { useCurrentUser } from '../../auth/use-current-user';
import { StatusLoader } from '../../common/StatusLoader';
import { LockIcon } from '../../common/icons';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { PageHeader } from '../../common/PageHeader';
import { StatusPanel } from '../../common/StatusPanel';
import { SquadSwitcher } from '../squads/SquadSwitcher';
import { useSquadFilter } from '../squads/use-squad-filter';
import { AvailabilityForm } from './AvailabilityForm';
import { CoachAgenda } from './CoachAgenda';
import { useGetCallAvailabilityQuery } from './calls-api';

/** /calls/coach: the coach's availability settings and agenda. */
export default function CoachCallsPage() {
  const { user } = useCurrentUser();
  const isCoach = user?.role === 'coach';
  const squad = useSquadFilter();
  const availability = useGetCallAvailabilityQuery(undefined, { skip: !isCoach });
  const notSetYet = isApiError(availability.error) && availability.error.status === 404;
  useUnauthorizedRedirect(notSetYet ? undefined : availability.error);

  if (user && !isStaff(user.role)) {
    return (
      <StatusPanel
        order={1}
        icon={<LockIcon size={28} />}
        title="Access Denied"
        message="Only coaches and administrators can access this page."
      />
    );
  }
  return (
    <>
      <PageHeader
        title="Mentorship Calls"
        subtitle="Set when players can book you, and see who is coming up."
        actions={<SquadSwitcher filter={squad} />}
      />
      <Grid gap="lg">
        {isCoach ? (
          <Grid.Col span={{ base: 12, md: 7 }}>
            {availability.isLoading ? (
              <StatusLoader label="Loading availability" />
            ) : availability.error && !notSetYet ? (
              <LoadErrorAlert
                title="Could not load availability"
                error={availability.error}
                retrying={availability.isFetching}
                onRetry={() => void availability.refetch()}
              />
            ) : (
              <AvailabilityForm key={availability.data?.updatedAt ?? 'new'} saved={availability.data} />
            )}
          </Grid.Col>
        ) : null}
        <Grid.Col span={{ base: 12, md: isCoach ? 5 : 12 }}>
          <CoachAgenda squadId={squad.squadId} scopeLabel={squad.label} />
        </Grid.Col>
      </Grid>
    </>
  );
}
