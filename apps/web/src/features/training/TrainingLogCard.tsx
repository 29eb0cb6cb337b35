import { Badge, Card, Group, Text } from '@mantine/core';
import { type TrainingLog, trainingTypeBadgeTone, trainingTypeLabel, wellnessLevel } from '@portal/contracts';
import classes from './training.module.css';
import { formatLogDate } from './training-display';

/** One log: coloured type badge, date, wellness emoji and label when rated, notes when present. */
export function TrainingLogCard({ log }: { log: TrainingLog }) {
  const tone = trainingTypeBadgeTone(log.type);
  const wellness = log.wellnessRating === null ? null : wellnessLevel(log.wellnessRating);
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
    </Card>
  );
}
