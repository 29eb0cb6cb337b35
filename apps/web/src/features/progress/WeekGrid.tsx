import { Badge, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type ProgressDashboard,
  energyMarker,
  progressWeekDays,
  sessionMinutesText,
  shortDay,
} from '@portal/contracts';

import { optionalRatingsText } from './wellness-display';

const MARKER_COLORS = { good: 'green', medium: 'yellow', bad: 'red' } as const;
const MARKER_LABELS = { good: 'Good', medium: 'Medium', bad: 'Low' } as const;

function dayHeading(day: string): string {
  return shortDay(day, { weekday: true, year: false });
}

/** Spec §2.10 Week View: Monday to Sunday, sessions with type and minutes, an energy marker per check-in. */
export function WeekGrid({ dashboard }: { dashboard: ProgressDashboard }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 4, lg: 7 }} spacing="sm" data-testid="week-grid">
      {progressWeekDays(dashboard.weekStart).map((day) => {
        const sessions = dashboard.sessions.filter((session) => session.date === day);
        const checkIn = dashboard.checkIns.find((entry) => entry.date === day);
        const marker = checkIn ? energyMarker(checkIn.energy) : null;
        const optional = checkIn ? optionalRatingsText(checkIn) : null;
        return (
          <Card key={day} withBorder radius="md" padding="sm" data-day={day} aria-label={dayHeading(day)}>
            <Text fw={600} size="sm">
              {dayHeading(day)}
            </Text>
            <Stack gap={4} mt={6}>
              {sessions.map((session) => (
                <Text key={session.id} size="xs">
                  {session.type} · {sessionMinutesText(session.minutes)}
                </Text>
              ))}
              {sessions.length === 0 ? (
                <Text size="xs" c="dimmed">
                  Rest
                </Text>
              ) : null}
              {marker ? (
                <Badge size="sm" variant="light" color={MARKER_COLORS[marker]} data-marker={marker}>
                  Energy {checkIn!.energy} · {MARKER_LABELS[marker]}
                </Badge>
              ) : null}
              {optional ? (
                <Text size="xs" data-testid="week-optional-ratings">
                  {optional}
                </Text>
              ) : null}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
