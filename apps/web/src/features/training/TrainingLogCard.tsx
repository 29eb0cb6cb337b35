import { Badge, Button, Card, Group, Text } from '@mantine/core';
import { type TrainingLog, trainingTypeBadgeTone, trainingTypeLabel, wellnessLevel } from '@portal/contracts';
import classes from './training.module.css';
import { formatLogDate } from './training-display';

export interface TrainingLogActions {
  onEdit: (log: TrainingLog) => void;
  onDelete: (log: TrainingLog) => void;
}

/**
 * One log: coloured type badge, date, duration when given, wellness emoji and label when rated, notes
 * when present; Edit and Delete for the player who logged it.
 */
export function TrainingLogCard({ log, actions }: { log: TrainingLog; actions?: TrainingLogActions }) {
  const tone = trainingTypeBadgeTone(log.type);
  const wellness = log.wellnessRating === null ? null : wellnessLevel(log.wellnessRating);
  const label = `${trainingTypeLabel(log.type)} on ${formatLogDate(log.date)}`;
  return (
    <Card withBorder radius="lg" padding="md" className={classes.logCard} data-testid="training-log-card">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm">
          <Badge color={tone} variant={tone === 'red' ? 'light' : 'filled'} radius="sm" tt="none">
            {trainingTypeLabel(log.type)}
          </Badge>
          <Text fw={600} size="sm">
            {formatLogDate(log.date)}
          </Text>
          {log.minutes !== null ? (
            <Text size="sm" c="dimmed">
              {log.minutes} min
            </Text>
          ) : null}
        </Group>
        {wellness ? (
          <Group gap={6} aria-label={`Wellness: ${wellness.label}`}>
            <span aria-hidden style={{ fontSize: 20, lineHeight: 1 }}>
              {wellness.emoji}
            </span>
            <Text size="sm" c={wellness.color} fw={600}>
              {wellness.label}
            </Text>
          </Group>
        ) : null}
      </Group>
      {log.notes ? (
        <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {log.notes}
        </Text>
      ) : null}
      {actions ? (
        <Group gap="xs" mt="sm" justify="flex-end">
          <Button size="xs" variant="default" onClick={() => actions.onEdit(log)} aria-label={`Edit ${label}`}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => actions.onDelete(log)}
            aria-label={`Delete ${label}`}
          >
            Delete
          </Button>
        </Group>
      ) : null}
    </Card>
  );
}
