import { Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { type Call, addDays, instantOfWallTime, wallTimeOf } from '@portal/contracts';
import { useState } from 'react';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { StatusLoader } from '../../common/StatusLoader';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { AgendaCall } from './AgendaCall';
import { CallNotesModal } from './CallNotesModal';
import { CoachCancelModal } from './CoachCancelModal';
import { CoachRescheduleModal } from './CoachRescheduleModal';
import { useGetCallCalendarQuery } from './calls-api';
import { type AgendaAction, dayLabel, slotsByDay, viewerTimeZone, weekStartOf } from './calls-display';

type AgendaRange = 'day' | 'week' | 'next' | 'past';

const RANGES: { value: AgendaRange; label: string; empty: string }[] = [
  { value: 'day', label: 'Today', empty: 'No calls booked today.' },
  { value: 'week', label: 'This week', empty: 'No calls booked this week.' },
  { value: 'next', label: 'Next 4 weeks', empty: 'No calls booked in the next 4 weeks.' },
  { value: 'past', label: 'Past 4 weeks', empty: 'No calls in the past 4 weeks.' },
];

/** The calendar days [first, first + days) the range covers, in the viewer's zone. */
function rangeDays(range: AgendaRange, now: Date, timeZone: string): { firstDay: string; days: number } {
  const today = wallTimeOf(now, timeZone).day;
  if (range === 'day') return { firstDay: today, days: 1 };
  if (range === 'week') return { firstDay: weekStartOf(now, timeZone), days: 7 };
  if (range === 'next') return { firstDay: today, days: 29 };
  return { firstDay: addDays(today, -28), days: 29 };
}

/**
 * The coach's booked calls by day, with notes after a call and reschedule or cancel before it;
 * `squadId` keeps the calls of that squad's players, `scopeLabel` says whose they are.
 */
export function CoachAgenda({ squadId, scopeLabel }: { squadId?: string; scopeLabel: string }) {
  const timeZone = viewerTimeZone();
  const [range, setRange] = useState<AgendaRange>('week');
  const [open, setOpen] = useState<{ action: AgendaAction; call: Call } | null>(null);
  const now = new Date();
  const { firstDay, days } = rangeDays(range, now, timeZone);
  const from = instantOfWallTime(firstDay, 0, timeZone) ?? now;
  const to = instantOfWallTime(addDays(firstDay, days), 0, timeZone) ?? new Date(now.getTime() + days * 86_400_000);
  const calendar = useGetCallCalendarQuery({ from: from.toISOString(), to: to.toISOString(), squadId });
  useUnauthorizedRedirect(calendar.error);
  const calls = calendar.data ?? [];
  const byDay = slotsByDay(range === 'past' ? [...calls].reverse() : calls, timeZone);
  const close = () => setOpen(null);

  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <div>
          <Title order={2} fz="lg">
            Agenda
          </Title>
          <Text size="xs" c="dimmed" data-testid="agenda-scope">
            {scopeLabel}
          </Text>
        </div>
        <Select
          aria-label="Agenda range"
          w={160}
          allowDeselect={false}
          value={range}
          onChange={(value) => value && setRange(value as AgendaRange)}
          data={RANGES.map(({ value, label }) => ({ value, label }))}
        />
      </Group>
      {calendar.isLoading ? (
        <StatusLoader label="Loading agenda" />
      ) : calendar.error ? (
        <LoadErrorAlert
          title="Could not load your agenda"
          error={calendar.error}
          retrying={calendar.isFetching}
          onRetry={() => void calendar.refetch()}
        />
      ) : byDay.size === 0 ? (
        <Text c="dimmed">{RANGES.find((option) => option.value === range)!.empty}</Text>
      ) : (
        <Stack gap="md">
          {[...byDay.entries()].map(([day, dayCalls]) => (
            <div key={day}>
              <Text fw={600} size="sm" mb={4}>
                {dayLabel(day)}
              </Text>
              <Stack gap="sm">
                {dayCalls.map((call) => (
                  <AgendaCall
                    key={call.id}
                    call={call}
                    timeZone={timeZone}
                    now={now}
                    onAction={(action, picked) => setOpen({ action, call: picked })}
                  />
                ))}
              </Stack>
            </div>
          ))}
        </Stack>
      )}
      {open?.action === 'notes' ? <CallNotesModal call={open.call} timeZone={timeZone} onClose={close} /> : null}
      {open?.action === 'reschedule' ? (
        <CoachRescheduleModal call={open.call} timeZone={timeZone} onClose={close} />
      ) : null}
      {open?.action === 'cancel' ? <CoachCancelModal call={open.call} timeZone={timeZone} onClose={close} /> : null}
    </Card>
  );
}
