import { Anchor, Button, Card, Divider, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  REPORT_QUEUED_TOAST,
  REPORTS_EMPTY_PLAYER,
  REPORTS_EMPTY_STAFF,
  REPORTS_TITLE,
  isStaff,
} from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { useCurrentUser } from '../../auth/use-current-user';
import { ReportIcon } from '../../common/icons';
import { submitForm } from '../../common/submit';
import { ReportCommentCard } from './ReportCommentCard';
import { ReportDigestSetting } from './ReportDigestSetting';
import { reportPeriodLabel, reportSize } from './report-display';
import { reportPdfUrl, useGenerateReportMutation, useGetReportsQuery } from './reports-api';

export interface ReportsListProps {
  /** The player whose reports to show; staff must name one, a player sees their own without it. */
  playerId?: string;
  /** What an empty list says, when the reader is neither the player nor staff (a parent). */
  emptyText?: string;
}

/**
 * The six-weekly progress reports of one player, newest period first, each a PDF download. Staff
 * also get "Generate report now" (the current period to date), the comment on the current period
 * and their own digest setting. Mounted on the progress page and the player's profile.
 */
export function ReportsList({ playerId, emptyText }: ReportsListProps) {
  const { user } = useCurrentUser();
  const staff = user ? isStaff(user.role) : false;
  // After "Generate report now", the list is read every 2 s until the new report is there (at most 1 min).
  const [pendingSince, setPendingSince] = useState<number | null>(null);
  const { data, isLoading, isError, error, refetch, isFetching } = useGetReportsQuery(playerId, {
    skip: !user || (staff && !playerId),
    pollingInterval: pendingSince === null ? 0 : 2000,
  });
  const [generate, { isLoading: generating }] = useGenerateReportMutation();
  useUnauthorizedRedirect(error);
  useEffect(() => {
    if (pendingSince === null) return;
    const arrived = data?.some((report) => Date.parse(report.generatedAt) >= pendingSince);
    if (arrived || isError || Date.now() - pendingSince > 60_000) setPendingSince(null);
  }, [data, isError, pendingSince]);

  const generateNow = () => {
    if (!playerId) return;
    const requestedAt = Date.now();
    return submitForm({
      validate: () => ({ ok: true, request: playerId }),
      send: (id) => generate(id).unwrap(),
      onSuccess: () => setPendingSince(requestedAt - 5000), // a little slack for clocks
      success: { title: 'Report requested', message: REPORT_QUEUED_TOAST, tone: 'success' },
      failure: { title: 'Error', message: 'The report could not be requested. Try again.', tone: 'error' },
    });
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="reports-title">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} fz="lg" id="reports-title">
          {REPORTS_TITLE}
        </Title>
        <Group gap="xs">
          {data && (
            <Button variant="subtle" size="compact-sm" onClick={() => void refetch()} loading={isFetching}>
              Refresh
            </Button>
          )}
          {staff && playerId && (
            <Button size="compact-sm" onClick={() => void generateNow()} loading={generating || pendingSince !== null}>
              Generate report now
            </Button>
          )}
        </Group>
      </Group>
      {staff && !playerId ? (
        <Text c="dimmed">Choose a player to see their reports.</Text>
      ) : isLoading ? (
        <Stack gap="xs" aria-busy aria-label="Loading reports">
          <Skeleton height={18} width="60%" />
          <Skeleton height={18} width="50%" />
        </Stack>
      ) : isError ? (
        <Text c="red.8" role="alert">
          Reports could not be loaded. Try again in a moment.
        </Text>
      ) : !data || data.length === 0 ? (
        <Group gap="sm" wrap="nowrap">
          <ReportIcon size={22} aria-hidden />
          <Text c="dimmed">{emptyText ?? (staff ? REPORTS_EMPTY_STAFF : REPORTS_EMPTY_PLAYER)}</Text>
        </Group>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.map((report) => (
            <li key={report.id}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={500}>{reportPeriodLabel(report)}</Text>
                <Anchor href={reportPdfUrl(report.id)} download={report.fileName}>
                  Download PDF ({reportSize(report.sizeBytes)})
                  <VisuallyHidden>, {reportPeriodLabel(report)}</VisuallyHidden>
                </Anchor>
              </Group>
            </li>
          ))}
        </Stack>
      )}
      {staff && playerId && (
        <>
          <Divider my="md" />
          <ReportCommentCard playerId={playerId} />
          <Divider my="md" />
          <ReportDigestSetting />
        </>
      )}
    </Card>
  );
}
