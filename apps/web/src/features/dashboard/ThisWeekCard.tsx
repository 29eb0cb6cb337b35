import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Call } from '@portal/contracts';
import { BallIcon, PhoneCallIcon, TrainingIcon } from '../../common/icons';
import { dayLabel, viewerTimeZone } from '../calls/calls-display';
import { type WeekEntryKind, thisWeekEntries } from './this-week';

const LOOK: Record<WeekEntryKind, { icon: typeof TrainingIcon; color: string }> = {
  training: { icon: TrainingIcon, color: 'blue' },
  call: { icon: PhoneCallIcon, color: 'grape' },
  match: { icon: BallIcon, color: 'pitch' },
};

/**
 * Spec §2.6 'This Week': the player's booked calls of this week with their times, and the typical
 * week's placeholders (team training, mentorship call, match) only where nothing real is booked,
 * each marked "Typical" so no one takes it for a booking; all in date order.
 */
export function ThisWeekCard({ calls = [] }: { calls?: readonly Call[] }) {
  const timeZone = viewerTimeZone();
  const entries = thisWeekEntries(calls, new Date(), timeZone);
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Title order={2} fz="lg">
        This Week
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        Your booked calls, and what a typical week holds.
      </Text>
      <Stack gap="sm">
        {entries.map((entry) => {
          const { icon: Icon, color } = LOOK[entry.kind];
          const day = dayLabel(entry.day);
          return (
            <Group
              key={entry.key}
              gap="sm"
              wrap="nowrap"
              align="flex-start"
              data-testid="this-week-item"
              data-placeholder={entry.placeholder ? 'true' : 'false'}
              data-day={entry.day}
            >
              <Badge size="lg" radius="sm" variant={entry.placeholder ? 'light' : 'filled'} color={color} miw={56}>
                {day.slice(0, 3)}
              </Badge>
              <Icon size={18} color={`var(--mantine-color-${color}-7)`} />
              <div style={{ minWidth: 0 }}>
                <Group gap={6} wrap="wrap">
                  <Text size="sm" fw={600}>
                    {entry.time ? `${entry.title}, ${entry.time}` : entry.title}
                  </Text>
                  {entry.placeholder ? (
                    <Badge size="xs" variant="outline" color="gray.7">
                      Typical
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed">
                  {entry.placeholder ? `${entry.detail}, usually on ${day.slice(0, 3)}` : `${day} · ${entry.detail}`}
                </Text>
              </div>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
