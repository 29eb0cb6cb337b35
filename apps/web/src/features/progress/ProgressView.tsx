import { Anchor, Button, Card, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { addDays, calendarDayOf, humanDateRange, progressWeekStartOf } from '@portal/contracts';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { StatusLoader } from '../../common/StatusLoader';
import { StatusPanel } from '../../common/StatusPanel';
import { InfoIcon } from '../../common/icons';
import { AlertsPanels } from './AlertsPanels';
import { ProgressSummaryCards } from './ProgressSummaryCards';
import { SessionsList, WellnessList } from './RecentLists';
import { WeekGrid } from './WeekGrid';
import { ReportsList } from '../reports';
import {
  useGetProgressDashboardQuery,
  useGetProgressTrendsQuery,
  useGetTrainingSessionsQuery,
  useGetWellnessLogsQuery,
} from './progress-api';

const ProgressCharts = lazy(() => import('./ProgressCharts'));

/** The shown week as people write it: "23–29 November 2026". */
function weekLabel(weekStart: string): string {
  return humanDateRange(weekStart, addDays(weekStart, 6));
}

export interface ProgressViewProps {
  /** Staff name the player; a player's own view leaves it out. */
  playerId?: string;
  emptyTexts: { sessions: string; wellness: string };
}

/** Cards, alerts, the week grid, latest lists and analytics of one player (spec §2.10). */
export function ProgressView({ playerId, emptyTexts }: ProgressViewProps) {
  const today = calendarDayOf(new Date());
  const [weekStart, setWeekStart] = useState(() => progressWeekStartOf(today));
  const [tab, setTab] = useState<string | null>('week');
  const dashboard = useGetProgressDashboardQuery({ playerId, weekStart, today });
  const sessions = useGetTrainingSessionsQuery({ playerId });
  const wellness = useGetWellnessLogsQuery({ playerId });
  const trends = useGetProgressTrendsQuery({ playerId, weekStart }, { skip: tab !== 'analytics' });
  useUnauthorizedRedirect(dashboard.error ?? sessions.error ?? wellness.error ?? trends.error);

  const openExport = (kind: 'training-sessions' | 'wellness-logs') => {
    // The dashboard names whose data it is: a player's own id without asking for it separately.
    const exportPlayerId = playerId ?? dashboard.data?.playerId;
    if (exportPlayerId) window.open(`/api/export/${kind}/${exportPlayerId}`, '_blank', 'noopener');
  };

  const weekPicker = (
    <Group gap="xs" mb="md" wrap="wrap" aria-label="Week picker">
      <Button variant="default" size="xs" onClick={() => setWeekStart(addDays(weekStart, -7))}>
        Previous week
      </Button>
      <Text fw={600} data-testid="week-label">
        {weekLabel(weekStart)}
      </Text>
      <Button
        variant="default"
        size="xs"
        onClick={() => setWeekStart(addDays(weekStart, 7))}
        disabled={addDays(weekStart, 7) > today}
      >
        Next week
      </Button>
      {weekStart !== progressWeekStartOf(today) ? (
        <Button variant="subtle" size="xs" onClick={() => setWeekStart(progressWeekStartOf(today))}>
          This week
        </Button>
      ) : null}
    </Group>
  );

  if (dashboard.isError) {
    const status = (dashboard.error as { status?: number } | undefined)?.status;
    // A player outside the caller's squads or club answers 404, exactly like one that does not exist.
    const outOfReach = status === 403 || status === 404;
    return (
      <StatusPanel
        icon={<InfoIcon size={28} />}
        color="red"
        title={outOfReach ? 'Player not found' : 'Progress could not be loaded'}
        message={
          outOfReach
            ? 'There is no progress here that you can see. Check the link, or choose a player from your list.'
            : 'Something went wrong while loading progress.'
        }
        action={outOfReach ? undefined : <Button onClick={() => void dashboard.refetch()}>Try again</Button>}
      />
    );
  }

  return (
    <>
      {weekPicker}
      {dashboard.isLoading || !dashboard.data ? (
        <Group justify="center" py="xl">
          <StatusLoader label="Loading progress" />
        </Group>
      ) : (
        <>
          <ProgressSummaryCards dashboard={dashboard.data} />
          <AlertsPanels dashboard={dashboard.data} />
        </>
      )}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="week">Week View</Tabs.Tab>
          <Tabs.Tab value="sessions">Sessions</Tabs.Tab>
          <Tabs.Tab value="wellness">Wellness</Tabs.Tab>
          <Tabs.Tab value="analytics">Analytics</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="week">{dashboard.data ? <WeekGrid dashboard={dashboard.data} /> : null}</Tabs.Panel>
        <Tabs.Panel value="sessions">
          {sessions.isLoading ? (
            <Loader />
          ) : (
            <>
              {/* One record, two readings: the player changes or deletes an entry on Training. */}
              {playerId === undefined && (sessions.data?.length ?? 0) > 0 ? (
                <Text size="sm" c="dimmed" mb="sm">
                  To change or delete a session, use Edit or Delete on its card in your{' '}
                  <Anchor component={Link} to="/training" underline="always">
                    Training Log
                  </Anchor>
                  .
                </Text>
              ) : null}
              <SessionsList sessions={sessions.data ?? []} emptyText={emptyTexts.sessions} />
            </>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="wellness">
          {wellness.isLoading ? (
            <Loader />
          ) : (
            <WellnessList checkIns={wellness.data ?? []} emptyText={emptyTexts.wellness} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="analytics">
          <Stack gap="md">
            <Card withBorder radius="lg" padding="md">
              <Group gap="sm" wrap="wrap">
                <Button variant="light" onClick={() => openExport('training-sessions')}>
                  Export CSV (Sessions)
                </Button>
                <Button variant="light" onClick={() => openExport('wellness-logs')}>
                  Export CSV (Wellness)
                </Button>
              </Group>
            </Card>
            {trends.data ? (
              <Suspense fallback={<StatusLoader label="Loading charts" />}>
                <ProgressCharts trends={trends.data} />
              </Suspense>
            ) : trends.isError ? (
              <Text c="red">Charts could not be loaded.</Text>
            ) : (
              <StatusLoader label="Loading charts" />
            )}
            {tab === 'analytics' ? <ReportsList playerId={playerId} /> : null}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
