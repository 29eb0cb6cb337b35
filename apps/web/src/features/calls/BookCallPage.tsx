import { Anchor, Button, Card, Group, Modal, Select, Stack, Text } from '@mantine/core';
import {
  type Call,
  type CallSlot,
  BOOKING_HORIZON_DAYS,
  callBookSchema,
  callChangeNoticeText,
  callRescheduleSchema,
} from '@portal/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { serverMessageOf } from '../../api/api-error';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { useCurrentUser } from '../../auth/use-current-user';
import { StatusLoader } from '../../common/StatusLoader';
import { CalendarIcon, CheckIcon, LockIcon, PhoneCallIcon } from '../../common/icons';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { PageHeader } from '../../common/PageHeader';
import { StatusPanel } from '../../common/StatusPanel';
import { submitForm, validateWith } from '../../common/submit';
import type { Toast } from '../../common/toast';
import {
  callInviteUrl,
  useBookCallMutation,
  useGetCallCoachesQuery,
  useGetCallSlotsQuery,
  useRescheduleCallMutation,
} from './calls-api';
import { dateTimeIn, timeIn, viewerTimeZone, weekStartOf } from './calls-display';
import { WeekSlots } from './WeekSlots';
import { possessive } from '../family/family-display';
import { useViewedPlayer } from '../family/use-viewed-player';

/** Booking page: choose a coach, a week of free slots, confirm in both zones, then 'Add to calendar'. */
export default function BookCallPage() {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  // A parent books for the child in the path (/family/:childId/calls/book); a parent never moves a call.
  const viewed = useViewedPlayer();
  const forChild = viewed.isOwn ? undefined : viewed.playerId;
  const rescheduleId = forChild ? null : params.get('reschedule');
  const coachId = params.get('coach');
  const timeZone = viewerTimeZone();
  const isPlayer = user?.role === 'player' || Boolean(forChild);
  const callsPath = forChild ? `/family/${forChild}/calls` : '/calls';
  const coaches = useGetCallCoachesQuery(forChild ? { playerId: forChild } : undefined, { skip: !isPlayer });
  useUnauthorizedRedirect(coaches.error);
  const coach =
    coaches.data?.find((item) => item.coachUserId === coachId) ??
    (coaches.data?.length === 1 ? coaches.data[0] : undefined);
  const slots = useGetCallSlotsQuery(
    { coachUserId: coach?.coachUserId ?? '', ...(forChild ? { playerId: forChild } : {}) },
    { skip: !coach || Boolean(coach.externalBookingUrl) },
  );
  useUnauthorizedRedirect(slots.error);
  const now = new Date();
  const firstWeek = weekStartOf(now, timeZone);
  const lastWeek = weekStartOf(new Date(now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000), timeZone);
  const [weekStart, setWeekStart] = useState(firstWeek);
  const [picked, setPicked] = useState<CallSlot | null>(null);
  const [booked, setBooked] = useState<Call | null>(null);
  const [book, booking] = useBookCallMutation();
  const [reschedule, rescheduling] = useRescheduleCallMutation();

  if (user && !isPlayer) {
    return (
      <StatusPanel
        order={1}
        icon={<LockIcon size={28} />}
        title="Booking is for players"
        message="Coaches set their availability and see their agenda on the calls page."
        action={
          <Button component={Link} to="/calls/coach">
            Open my calls
          </Button>
        }
      />
    );
  }

  const confirm = async () => {
    if (!picked || !coach) return;
    const moved = rescheduleId;
    const after = {
      onSuccess: (call: Call) => {
        setPicked(null);
        setBooked(call);
      },
      success: (call: Call): Toast => ({
        title: moved ? 'Call moved' : 'Call booked',
        message: dateTimeIn(call.startsAt, timeZone),
        tone: 'success',
      }),
      failure: (error: unknown): Toast => ({
        title: 'Booking failed',
        message: serverMessageOf(error) ?? 'Please try again.',
        tone: 'error',
      }),
    };
    const outcome = moved
      ? await submitForm({
          ...after,
          validate: () => validateWith(callRescheduleSchema, { startsAt: picked.startsAt }),
          send: (request) => reschedule({ callId: moved, ...request }).unwrap(),
        })
      : await submitForm({
          ...after,
          validate: () =>
            validateWith(callBookSchema, { coachUserId: coach.coachUserId, startsAt: picked.startsAt, timeZone }),
          send: (request) => book({ ...request, forPlayerId: forChild }).unwrap(),
        });
    // The slot may have gone meanwhile: back to the week to pick another.
    if (outcome === 'failed') setPicked(null);
  };

  if (booked) {
    return (
      <StatusPanel
        order={1}
        icon={<CheckIcon size={28} />}
        title={
          rescheduleId
            ? 'Your call has moved'
            : forChild
              ? `${possessive(viewed.name)} call is booked`
              : 'Your call is booked'
        }
        message={
          <>
            {dateTimeIn(booked.startsAt, timeZone)} your time ({timeZone}) with {booked.coachName}.
            {booked.meetingUrl ? ` Join at ${booked.meetingUrl}.` : ''}
          </>
        }
        action={
          <Group justify="center">
            <Button
              component="a"
              href={callInviteUrl(booked.id)}
              download="mentorship-call.ics"
              leftSection={<CalendarIcon size={16} />}
            >
              Add to calendar
            </Button>
            {forChild ? (
              <Button component={Link} to={callsPath} variant="default">
                Back to {possessive(viewed.name)} calls
              </Button>
            ) : (
              <Button component={Link} to="/dashboard" variant="default">
                Back to dashboard
              </Button>
            )}
          </Group>
        }
      />
    );
  }

  return (
    <>
      <PageHeader
        title={
          rescheduleId
            ? 'Move your mentorship call'
            : forChild
              ? `Book a call for ${viewed.name}`
              : 'Schedule Mentorship Call'
        }
        subtitle={`Free times for the next 4 weeks, shown in your time zone (${timeZone}).`}
      />
      {coaches.isLoading ? (
        <StatusLoader label="Loading coaches" />
      ) : coaches.error ? (
        <LoadErrorAlert
          title="Could not load coaches"
          error={coaches.error}
          retrying={coaches.isFetching}
          onRetry={() => void coaches.refetch()}
        />
      ) : !coaches.data?.length ? (
        <StatusPanel
          icon={<PhoneCallIcon size={28} />}
          title="No coaches take bookings yet"
          message="Check back soon."
        />
      ) : (
        <Stack gap="lg">
          <Select
            label="Coach"
            placeholder="Choose a coach"
            maw={360}
            data={coaches.data.map((item) => ({ value: item.coachUserId, label: item.coachName }))}
            value={coach?.coachUserId ?? null}
            onChange={(value) =>
              setParams(value ? { coach: value, ...(rescheduleId ? { reschedule: rescheduleId } : {}) } : {})
            }
            allowDeselect={false}
          />
          {!coach ? null : coach.externalBookingUrl ? (
            <Card withBorder radius="lg">
              <Text mb="sm">{coach.coachName} takes bookings on their own booking page.</Text>
              <Button component="a" href={coach.externalBookingUrl} target="_blank" rel="noopener noreferrer">
                Open {coach.coachName}'s booking page
              </Button>
            </Card>
          ) : slots.isLoading ? (
            <StatusLoader label="Loading free times" />
          ) : slots.error ? (
            <LoadErrorAlert
              title="Could not load free times"
              error={slots.error}
              retrying={slots.isFetching}
              onRetry={() => void slots.refetch()}
            />
          ) : (
            <WeekSlots
              slots={slots.data?.slots ?? []}
              weekStart={weekStart}
              firstWeek={firstWeek}
              lastWeek={lastWeek}
              timeZone={timeZone}
              onWeekChange={setWeekStart}
              onPick={setPicked}
            />
          )}
        </Stack>
      )}
      <Modal
        opened={Boolean(picked)}
        onClose={() => setPicked(null)}
        title={rescheduleId ? 'Move the call here?' : 'Book this call?'}
        centered
      >
        {picked && coach ? (
          <Stack gap="sm">
            <Text>
              <strong>{dateTimeIn(picked.startsAt, timeZone)}</strong>–{timeIn(picked.endsAt, timeZone)} your time (
              {timeZone})
            </Text>
            <Text c="dimmed" size="sm">
              {dateTimeIn(picked.startsAt, coach.timeZone)}–{timeIn(picked.endsAt, coach.timeZone)} for{' '}
              {coach.coachName} ({coach.timeZone})
            </Text>
            <Text size="sm" c="dimmed">
              {callChangeNoticeText(coach.minimumNoticeHours)}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPicked(null)}>
                Cancel
              </Button>
              <Button onClick={confirm} loading={booking.isLoading || rescheduling.isLoading}>
                {rescheduleId ? 'Move call' : 'Confirm booking'}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
      <Text size="sm" mt="xl">
        <Anchor component={Link} to={callsPath}>
          {forChild ? `See ${possessive(viewed.name)} calls` : 'See my calls'}
        </Anchor>
      </Text>
    </>
  );
}
