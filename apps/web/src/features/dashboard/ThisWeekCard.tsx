import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Call } from '@portal/contracts';
import { BallIcon, PhoneCallIcon, TrainingIcon } from '../../common/icons';
import { dayLabel, timeIn, viewerTimeZone } from '../calls/calls-display';
import { wallTimeOf } from '@portal/contracts';

/** Spec §2.6: a static 'This Week' schedule (placeholders, not read from any calendar). */
const WEEK_PLAN = [
  { day: 'Tue', title: 'Team Training', detail: 'With your club', icon: TrainingIcon, color: 'blue' },
  { day: 'Thu', title: 'Mentorship Call', detail: 'One-to-one with your mentor', icon: PhoneCallIcon, color: 'grape' },
  { day: 'Sat', title: 'Match', detail: 'Game day', icon: BallIcon, color: 'pitch' },
] as const;

export function ThisWeekCard({ calls = [] }: { calls?: readonly Call[] }) {
  const timeZone = viewerTimeZone();
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          This Week
        </Title>
        <Badge variant="light" color="gray">
          Typical week
        </Badge>
      </Group>
      <Stack gap="sm">
        {calls.map((call) => (
          <Group key={call.id} gap="sm" wrap="nowrap" data-testid="this-week-call">
            <Badge size="lg" radius="sm" variant="filled" color="grape" miw={56}>
              {dayLabel(wallTimeOf(new Date(call.startsAt), timeZone).day).slice(0, 3)}
            </Badge>
            <PhoneCallIcon size={18} color="var(--mantine-color-grape-7)" />
            <div>
              <Text size="sm" fw={600}>
                Mentorship Call, {timeIn(call.startsAt, timeZone)}
              </Text>
              <Text size="xs" c="dimmed">
                Booked with {call.coachName}
              </Text>
            </div>
          </Group>
        ))}
        {WEEK_PLAN.map(({ day, title, detail, icon: Icon, color }) => (
          <Group key={title} gap="sm" wrap="nowrap">
            <Badge size="lg" radius="sm" variant="light" color={color} miw={56}>
              {day}
            </Badge>
            <Icon size={18} color={`var(--mantine-color-${color}-7)`} />
            <div>
              <Text size="sm" fw={600}>
                {title}
              </Text>
              <Text size="xs" c="dimmed">
                {detail}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
