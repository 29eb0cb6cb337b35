import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { REPORTS_TITLE } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { serverMessageOf } from '../../api/api-error';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { ReportIcon } from '../../common/icons';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { useGetPlayerDirectoryQuery } from '../admin/roadmap-management/player-directory';
import type { SquadFilter } from '../squads/use-squad-filter';
import { reportPeriodLabel, reportSize } from './report-display';
import { reportPdfUrl, useGetStaffReportsQuery } from './reports-api';

/** Rows shown at first, and added by each "Show more". */
const REPORTS_STEP = 50;

/**
 * Staff's /reports without a player: the reports of every player they reach (the squad switcher
 * narrows it to one squad), newest first, each naming its player and linking to that player's reports.
 */
export function StaffReportsList({ squad }: { squad: SquadFilter }) {
  const { squadId } = squad;
  const reports = useGetStaffReportsQuery({ squadId });
  const directory = useGetPlayerDirectoryQuery({ squadId });
  useUnauthorizedRedirect(reports.error ?? directory.error);
  const [shown, setShown] = useState(REPORTS_STEP);
  const nameOf = useMemo(() => {
    const names = new Map((directory.data ?? []).map((player) => [player.playerId, player.name]));
    return (playerId: string) => names.get(playerId) ?? (directory.isLoading ? 'Loading name…' : 'A player');
  }, [directory.data, directory.isLoading]);
  const list = reports.data ?? [];

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="reports-title">
      <Title order={2} fz="lg" id="reports-title">
        {REPORTS_TITLE}
      </Title>
      <Text size="sm" c="dimmed" mb="sm" data-testid="reports-scope">
        Showing: {squad.label}
      </Text>
      {reports.isLoading ? (
        <Stack gap="xs" aria-busy aria-label="Loading reports">
          <Skeleton height={18} width="70%" />
          <Skeleton height={18} width="60%" />
          <Skeleton height={18} width="65%" />
        </Stack>
      ) : reports.error ? (
        <LoadErrorAlert
          title="Could not load the reports"
          message={serverMessageOf(reports.error) ?? 'Something went wrong while loading the reports.'}
          onRetry={() => void reports.refetch()}
        />
      ) : list.length === 0 ? (
        <Group gap="sm" wrap="nowrap">
          <ReportIcon size={22} aria-hidden />
          <Text c="dimmed">
            {squadId
              ? `No progress reports for ${squad.label} yet.`
              : 'No progress reports yet. A player’s first arrives six weeks after they joined.'}
          </Text>
        </Group>
      ) : (
        <Stack gap="sm">
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {list.slice(0, shown).map((report) => {
              const name = nameOf(report.playerId);
              const period = reportPeriodLabel(report);
              return (
                <Group
                  key={report.id}
                  component="li"
                  justify="space-between"
                  wrap="wrap"
                  gap="xs"
                  data-testid="staff-report-row"
                >
                  <div style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={`/reports?playerId=${report.playerId}`} fw={600}>
                      {name}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {period}
                    </Text>
                  </div>
                  <Anchor href={reportPdfUrl(report.id)} download={report.fileName}>
                    Download PDF ({reportSize(report.sizeBytes)})
                    <VisuallyHidden>
                      , {name}, {period}
                    </VisuallyHidden>
                  </Anchor>
                </Group>
              );
            })}
          </Stack>
          {list.length > shown ? (
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm" c="dimmed">
                Showing {shown} of {list.length} reports.
              </Text>
              <Button variant="default" size="xs" onClick={() => setShown((count) => count + REPORTS_STEP)}>
                Show more
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </Card>
  );
}
