import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { Call } from '@portal/contracts';
import { Link } from 'react-router-dom';
import { type AgendaAction, agendaActionsOf, timeIn } from './calls-display';

/** One booked call on the coach's agenda, with the player's profile one click away. */
export function AgendaCall({
  call,
  timeZone,
  now,
  onAction,
}: {
  call: Call;
  timeZone: string;
  now: Date;
  onAction: (action: AgendaAction, call: Call) => void;
}) {
  const actions = agendaActionsOf(call, now);
  const time = `${timeIn(call.startsAt, timeZone)}–${timeIn(call.endsAt, timeZone)}`;
  return (
    <Stack gap={4} aria-label={`Call with ${call.playerName}, ${time}`} role="group">
      <Group gap="sm" wrap="wrap">
        <Text size="sm" w={110}>
          {time}
        </Text>
        <Anchor component={Link} to={`/players/${call.playerId}`} size="sm">
          {call.playerName}
        </Anchor>
      </Group>
      {call.notes ? (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          Notes: {call.notes}
        </Text>
      ) : null}
      {actions === 'inside-notice' ? (
        <Text size="xs" c="dimmed">
          Less than {call.minimumNoticeHours} hours to go: it can no longer be moved or cancelled.
        </Text>
      ) : (
        <Group gap="xs">
          {actions.includes('notes') ? (
            <Button size="xs" variant="light" onClick={() => onAction('notes', call)}>
              {call.notes ? 'Edit notes' : 'Add notes'}
            </Button>
          ) : null}
          {actions.includes('reschedule') ? (
            <Button size="xs" variant="light" onClick={() => onAction('reschedule', call)}>
              Reschedule
            </Button>
          ) : null}
          {actions.includes('cancel') ? (
            <Button size="xs" variant="light" color="red" onClick={() => onAction('cancel', call)}>
              Cancel call
            </Button>
          ) : null}
        </Group>
      )}
    </Stack>
  );
}
