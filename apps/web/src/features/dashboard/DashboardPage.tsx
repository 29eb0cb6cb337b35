import { Button, Grid, Group, Text, Title } from '@mantine/core';
import { type CurrentUser, isStaff } from '@portal/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../auth/use-current-user';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { PhoneCallIcon } from '../../common/icons';
import { isSessionFailure } from '../../common/load-failure';
import { showToast } from '../../common/toast';
import { greetingName } from '../../common/user-display';
import { useGetAssignmentsQuery } from '../roadmap/roadmap-api';
import { useGetTrainingLogsQuery } from '../training/training-api';
import { useGetVideosQuery } from '../videos/videos-api';
import { useNextCall } from '../calls/use-next-call';
import CoachHomePage from '../coach-home/CoachHomePage';
import { QuickLinks } from './QuickLinks';
import { RecentAssignments } from './RecentAssignments';
import { SessionIssueCard } from './SessionIssueCard';
import { StatCards } from './StatCards';
import { ThisWeekCard } from './ThisWeekCard';
import classes from './dashboard.module.css';

/** Spec §9: the dashboard's session-expired redirect waits 1 second. */
export const DASHBOARD_SESSION_REDIRECT_MS = 1000;

/** Spec §2.6; coaches and admins land on their coach home (issue 24) instead. */
export default function DashboardPage() {
  const { user } = useCurrentUser();
  // The player's hub is not even mounted for staff, so none of its queries runs for them.
  if (user && isStaff(user.role)) return <CoachHomePage />;
  return <PlayerDashboard user={user} />;
}

/** The player's hub: their assignments, training logs, videos and next call. */
function PlayerDashboard({ user }: { user: CurrentUser | null }) {
  const isPlayer = user?.role === 'player';
  const assignments = useGetAssignmentsQuery(undefined, { skip: !isPlayer });
  const logs = useGetTrainingLogsQuery(undefined, { skip: !isPlayer });
  const videos = useGetVideosQuery(undefined, { skip: !isPlayer });
  const nextCall = useNextCall(isPlayer);
  const navigate = useNavigate();
  // Spec §8's 'Session expired' is for an ended session (a 401) only. Any other failure (a 503, a lost
  // connection) is not the session's: treating it so sent a signed-in player to /login, which sent them
  // straight back here, every second while the failure lasted. It is retried in place instead.
  const sessionEnded = isSessionFailure(assignments.error);

  useEffect(() => {
    if (!sessionEnded) return;
    showToast({ title: 'Session expired', message: 'Please log in again to continue.', tone: 'error' });
    const timer = window.setTimeout(() => window.location.assign('/login'), DASHBOARD_SESSION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [sessionEnded]);

  const count = (query: { data?: readonly unknown[]; isLoading: boolean; error?: unknown }) =>
    query.isLoading ? '…' : query.error ? '—' : String(query.data?.length ?? 0);

  return (
    <>
      <div className={`${classes.welcome} on-dark`}>
        <Title order={1} fz={{ base: 26, sm: 34 }} c="white">
          Welcome back, {greetingName(user)}!
        </Title>
        <Text c="rgba(255,255,255,0.85)" mt={6} maw={620}>
          Here is your player hub: your roadmap, training, videos and profile are one click away.
        </Text>
        <Group mt="md">
          <Button variant="white" leftSection={<PhoneCallIcon size={16} />} onClick={() => navigate('/calls/book')}>
            Schedule Mentorship Call
          </Button>
        </Group>
      </div>

      <StatCards
        stats={[
          { label: 'Assignments', value: count(assignments), hint: 'From your coach' },
          { label: 'Training Logs', value: count(logs), hint: 'Sessions logged' },
          { label: 'Videos', value: count(videos), hint: 'Uploaded for feedback' },
          { label: 'Next Call', value: nextCall.value, hint: nextCall.hint },
        ]}
      />

      <Grid gap="lg" mt="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {sessionEnded ? (
            <SessionIssueCard />
          ) : assignments.error ? (
            <LoadErrorAlert
              title="Could not load your assignments"
              error={assignments.error}
              retrying={assignments.isFetching}
              onRetry={() => void assignments.refetch()}
            />
          ) : (
            <RecentAssignments assignments={assignments.data ?? []} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ThisWeekCard calls={nextCall.thisWeek} />
        </Grid.Col>
      </Grid>

      <QuickLinks />
    </>
  );
}
