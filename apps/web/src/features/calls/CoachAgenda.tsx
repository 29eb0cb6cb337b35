import { Anchor, Card, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { addDays, instantOfWallTime, wallTimeOf } from '@portal/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { useGetCallCalendarQuery } from './calls-api';
import { dayLabel, slotsByDay, timeIn, viewerTimeZone, weekStartOf } from './calls-display';

/** The coach's booked calls, today or this week, each with the player's profile one click away. */
export function CoachAgenda() {
  const timeZone = viewerTimeZone();
  const [range, setRange] = useState<'day' | 'week'>('week');
  const now = new Date();
  const firstDay = range === 'day' ? wallTimeOf(now, timeZone).day : weekStartOf(now, timeZone);
  const days = range === 'day' ? 1 : 7;
  const from = instantOfWallTime(firstDay, 0, timeZone) ?? now;
  const to = instantOfWallTime(addDays(firstDay, days), 0, timeZone) ?? new Date(now.getTime() + days * 86_400_000);
  const calendar = useGetCallCalendarQuery({ from: from.toISOString(), to: to.toISOString() });
  useUnauthorizedRedirect(calendar.error);
  const byDay = slotsByDay(calendar.data ?? [], timeZone);

  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Agenda
        </Title>
        <SegmentedControl
          aria-label="Agenda range"
          value={range}
          onChange={(value) => setRange(value as 'day' | 'week')}
          data={[
            { value: 'day', label: 'Today' },
            { value: 'week', label: 'This week' },
          ]}
        />
      </Group>
      {calendar.isLoading ? (
        <Loader aria-label="Loading agenda" />
      ) : calendar.error ? (
        <Text c="red">Could not load your agenda. Please try again later.</Text>
      ) : byDay.size === 0 ? (
        <Text c="dimmed">No calls booked {range === 'day' ? 'today' : 'this week'}.</Text>
      ) : (
        <Stack gap="md">
          {[...byDay.entries()].map(([day, calls]) => (
            <div key={day}>
              <Text fw={600} size="sm" mb={4}>
                {dayLabel(day)}
              </Text>
              <Stack gap={4}>
                {calls.map((call) => (
                  <Group key={call.id} gap="sm">
                    <Text size="sm" w={110}>
                      {timeIn(call.startsAt, timeZone)}–{timeIn(call.endsAt, timeZone)}
                    </Text>
                    <Anchor component={Link} to={`/players/${call.playerId}`} size="sm">
                      {call.playerName}
                    </Anchor>
                  </Group>
                ))}
              </Stack>
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}
