import { Button, Card, Skeleton, Stack } from '@mantine/core';
import type { TrainingLog } from '@portal/contracts';
import { StatusPanel } from '../../common/StatusPanel';
import { TrainingIcon } from '../../common/icons';
import { type TrainingLogActions, TrainingLogCard } from './TrainingLogCard';

export function TrainingLogSkeleton() {
  return (
    <Stack gap="md" aria-busy aria-label="Loading training logs">
      {[0, 1, 2, 3].map((index) => (
        <Card key={index} withBorder radius="lg" padding="md">
          <Skeleton height={18} width="45%" radius="sm" />
          <Skeleton height={12} mt="sm" radius="sm" />
          <Skeleton height={12} mt={6} width="70%" radius="sm" />
        </Card>
      ))}
    </Stack>
  );
}

export function TrainingLogList({
  logs,
  onAddFirst,
  emptyMessage = 'Start tracking your training sessions to monitor your progress.',
  actions,
}: {
  logs: TrainingLog[];
  /** Edit and Delete: only for the player's own list. */
  actions?: TrainingLogActions;
  /** Left out where the reader cannot log (a parent reading a child's logs). */
  onAddFirst?: () => void;
  emptyMessage?: string;
}) {
  if (logs.length === 0) {
    return (
      <StatusPanel
        icon={<TrainingIcon size={28} />}
        title="No training logs yet"
        message={emptyMessage}
        action={onAddFirst ? <Button onClick={onAddFirst}>Add Your First Log</Button> : undefined}
      />
    );
  }
  return (
    <Stack gap="md">
      {logs.map((log) => (
        <TrainingLogCard key={log.id} log={log} actions={actions} />
      ))}
    </Stack>
  );
}
