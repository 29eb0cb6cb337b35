import { Card, Group, Stack, Text } from '@mantine/core';
import {
  type TrainingSession,
  type WellnessLog,
  sessionMinutesText,
  sessionWellnessText,
  shortDay,
} from '@portal/contracts';
import { wellnessRatingsText } from './wellness-display';

export const LATEST_ITEMS = 10;

function shortDate(day: string): string {
  return shortDay(day, { weekday: true });
}

export function SessionsList({ sessions, emptyText }: { sessions: TrainingSession[]; emptyText: string }) {
  if (sessions.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Stack gap="sm">
      {sessions.slice(0, LATEST_ITEMS).map((session) => (
        <Card key={session.id} withBorder radius="md" padding="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>
              {session.type} · {session.category}
            </Text>
            <Text size="sm" c="dimmed">
              {shortDate(session.date)}
            </Text>
          </Group>
          <Text size="sm">
            {sessionMinutesText(session.minutes)}
            {session.rpe !== null ? ` · RPE ${session.rpe}/10` : ''}
            {session.wellnessRating !== null ? ` · Wellness ${sessionWellnessText(session.wellnessRating)}` : ''}
          </Text>
          {session.notes ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {session.notes}
            </Text>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
}

export function WellnessList({ checkIns, emptyText }: { checkIns: WellnessLog[]; emptyText: string }) {
  if (checkIns.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Stack gap="sm">
      {checkIns.slice(0, LATEST_ITEMS).map((checkIn) => (
        <Card key={checkIn.id} withBorder radius="md" padding="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>{shortDate(checkIn.date)}</Text>
            <Text size="sm" data-testid="wellness-ratings">
              {wellnessRatingsText(checkIn)}
            </Text>
          </Group>
          {checkIn.comment ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {checkIn.comment}
            </Text>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
}
