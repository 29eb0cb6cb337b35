import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { BOOKING_HORIZON_DAYS, type Call, type CallSlot } from '@portal/contracts';
import { useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { redirectIfUnauthorized } from '../../auth/unauthorized-redirect';
import { showToast } from '../../common/toast';
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
    try {
      await reschedule({ callId: call.id, startsAt: picked.startsAt }).unwrap();
      showToast({ title: 'Call moved', message: `${call.playerName} has been told.`, tone: 'success' });
      onClose();
    } catch (caught) {
      if (redirectIfUnauthorized(caught)) return;
      setError(serverMessageOf(caught) ?? 'Could not move the call. Please try again.');
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Move the call with ${call.playerName}`} size="xl" centered>
      <Stack gap="md">
        <Text size="sm">
          Now: {dateTimeIn(call.startsAt, timeZone)}. Pick one of your free times ({timeZone}).
        </Text>
        {slots.isLoading ? (
          <Loader aria-label="Loading your free times" />
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
