import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CallSlot } from '@portal/contracts';
import { addDays } from '@portal/contracts';
import { dayLabel, slotsByDay, timeIn, weekDays } from './calls-display';

export interface WeekSlotsProps {
  slots: readonly CallSlot[];
  weekStart: string;
  firstWeek: string;
  lastWeek: string;
  timeZone: string;
  onWeekChange: (weekStart: string) => void;
  onPick: (slot: CallSlot) => void;
}

/** A week of free slots, one column per day in the viewer's zone (stacked on a phone). */
export function WeekSlots({ slots, weekStart, firstWeek, lastWeek, timeZone, onWeekChange, onPick }: WeekSlotsProps) {
  const byDay = slotsByDay(slots, timeZone);
  const days = weekDays(weekStart);
  const weekHasSlots = days.some((day) => byDay.has(day));
  return (
    <Stack gap="md">
      {/* The week's name above its two buttons: side by side they cut "Next week" on a phone. */}
      <Stack gap="xs">
        <Title order={2} fz="md" ta="center">
          Week of {dayLabel(weekStart)}
        </Title>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Button
            variant="default"
            disabled={weekStart <= firstWeek}
            onClick={() => onWeekChange(addDays(weekStart, -7))}
          >
            Previous week
          </Button>
          <Button
            variant="default"
            disabled={weekStart >= lastWeek}
            onClick={() => onWeekChange(addDays(weekStart, 7))}
          >
            Next week
          </Button>
        </Group>
      </Stack>
      {weekHasSlots ? null : (
        <Text c="dimmed" role="note">
          No free slots this week.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 4, lg: 7 }} spacing="sm">
        {days.map((day) => {
          const daySlots = byDay.get(day) ?? [];
          if (daySlots.length === 0 && !weekHasSlots) return null;
          return (
            <Paper key={day} withBorder radius="md" p="sm" aria-label={dayLabel(day)}>
              <Text fw={600} size="sm" mb="xs">
                {dayLabel(day)}
              </Text>
              <Stack gap={6}>
                {daySlots.length === 0 ? (
                  <Text size="xs" c="dimmed">
                    No slots
                  </Text>
                ) : (
                  daySlots.map((slot) => (
                    <Button key={slot.startsAt} size="xs" variant="light" onClick={() => onPick(slot)}>
                      {timeIn(slot.startsAt, timeZone)}
                    </Button>
                  ))
                )}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
