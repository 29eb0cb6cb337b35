import { Card, Stack, Text, Title } from '@mantine/core';
import { calendarDayOf, summarizeTrainingLogs } from '@portal/contracts';
import { useMemo } from 'react';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { possessive } from '../family/family-display';
import { TrainingLogList, TrainingLogSkeleton } from './TrainingLogList';
import { TrainingSummaryCards } from './TrainingSummaryCards';
import { useGetPlayerTrainingLogsQuery } from './training-api';

/** The anchor of the section on the staff player profile: the coach's Training page links here. */
export const PLAYER_TRAINING_ANCHOR = 'training';

/**
 * A player's training log on their profile, for coaches and admins of the player's squad or club
 * (issue 26): read-only, every entry logged on Training or Progress (one record, two readings).
 */
export function PlayerTrainingSection({ playerId, playerName }: { playerId: string; playerName: string }) {
  const logs = useGetPlayerTrainingLogsQuery(playerId);
  useUnauthorizedRedirect(logs.error);
  const today = calendarDayOf(new Date());
  const summary = useMemo(() => summarizeTrainingLogs(logs.data ?? [], today), [logs.data, today]);
  const headingId = `${PLAYER_TRAINING_ANCHOR}-heading`;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      mt="lg"
      component="section"
      id={PLAYER_TRAINING_ANCHOR}
      aria-labelledby={headingId}
      data-testid="player-training-section"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={headingId}>
            {possessive(playerName)} training log
          </Title>
          <Text size="sm" c="dimmed">
            Sessions and games {playerName} logged on Training or Progress. Only {playerName} can change them.
          </Text>
        </div>
        <TrainingSummaryCards summary={logs.data ? summary : null} />
        {logs.isLoading ? (
          <TrainingLogSkeleton />
        ) : logs.isError || !logs.data ? (
          <LoadErrorAlert
            title={`Could not load ${possessive(playerName)} training log`}
            onRetry={() => void logs.refetch()}
          />
        ) : (
          <TrainingLogList logs={logs.data} emptyMessage={`${playerName} has not logged any training yet.`} />
        )}
      </Stack>
    </Card>
  );
}
