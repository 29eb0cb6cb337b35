import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { BOOKING_HORIZON_DAYS, type Call, type CallSlot, callRescheduleSchema } from '@portal/contracts';
import { useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { StatusLoader } from '../../common/StatusLoader';
import { submitForm, validateWith } from '../../common/submit';
import { useGetCallSlotsQuery, useRescheduleCallMutation } from './calls-api';
import { dateTimeIn, weekStartOf } from './calls-display';
import { WeekSlots } from './WeekSlots';

/** The coach moves a call to one of their own free slots; the player is told. */
export function CoachRescheduleModal({
  call,
  timeZone,
  onClose,
}: {
  call: Call;
  timeZone: string;
  onClose: () => void;
}) {
  const now = new Date();
  const firstWeek = weekStartOf(now, timeZone);
  const lastWeek = weekStartOf(new Date(now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000), timeZone);
  const [weekStart, setWeekStart] = useState(weekStartOf(new Date(call.startsAt), timeZone));
  const [picked, setPicked] = useState<CallSlot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const slots = useGetCallSlotsQuery({ coachUserId: call.coachUserId });
  const [reschedule, rescheduling] = useRescheduleCallMutation();

  const onMove = async () => {
    if (!picked) return;
    setError(null);
    const outcome = await submitForm({
      validate: () => validateWith(callRescheduleSchema, { startsAt: picked.startsAt }),
      send: (request) => reschedule({ callId: call.id, ...request }).unwrap(),
      onSuccess: onClose,
      success: { title: 'Call moved', message: `${call.playerName} has been told.`, tone: 'success' },
      failure: (caught) => ({
        title: 'Could not move the call',
        message: serverMessageOf(caught) ?? 'Could not move the call. Please try again.',
        tone: 'error',
      }),
    });
    // The time may have gone meanwhile: say so beside the choice, so another can be picked.
    if (outcome === 'failed') setError('That time could not be booked. Choose another time.');
  };

  return (
    <Modal opened onClose={onClose} title={`Move the call with ${call.playerName}`} size="xl" centered>
      <Stack gap="md">
        <Text size="sm">
          Now: {dateTimeIn(call.startsAt, timeZone)}. Pick one of your free times ({timeZone}).
        </Text>
        {slots.isLoading ? (
          <StatusLoader label="Loading your free times" />
        ) : slots.error ? (
          <Text c="red" role="alert">
            {serverMessageOf(slots.error) ?? 'Could not load your free times. Please try again later.'}
          </Text>
        ) : picked ? (
          <Stack gap="sm">
            <Text fw={600}>Move the call to {dateTimeIn(picked.startsAt, timeZone)}?</Text>
            {error ? (
              <Text c="red" role="alert">
                {error}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPicked(null)}>
                Choose another time
              </Button>
              <Button onClick={onMove} loading={rescheduling.isLoading}>
                Move call
              </Button>
            </Group>
          </Stack>
        ) : (
          <WeekSlots
            slots={slots.data?.slots ?? []}
            weekStart={weekStart < firstWeek ? firstWeek : weekStart}
            firstWeek={firstWeek}
            lastWeek={lastWeek}
            timeZone={timeZone}
            onWeekChange={setWeekStart}
            onPick={(slot) => {
              setError(null);
              setPicked(slot);
            }}
          />
        )}
      </Stack>
    </Modal>
  );
}
