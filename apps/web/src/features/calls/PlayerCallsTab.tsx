import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type Call, callCancelSchema, canChangeCall } from '@portal/contracts';
import { Link } from 'react-router-dom';
import { serverMessageOf } from '../../api/api-error';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { useCurrentUser } from '../../auth/use-current-user';
import { StatusLoader } from '../../common/StatusLoader';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { submitForm, validateWith } from '../../common/submit';
import { callInviteUrl, useCancelCallMutation, useGetMyCallsQuery } from './calls-api';
import { dateTimeIn, viewerTimeZone } from './calls-display';

/**
 * A player's upcoming and past calls with cancel and move. Mounted by the player profile's Schedule
 * tab (pass `playerId` when staff view a player) and by /calls.
 */
export function PlayerCallsTab({ playerId }: { playerId?: string }) {
  const { user } = useCurrentUser();
  const timeZone = viewerTimeZone();
  const isOwn = user?.role === 'player';
  const calls = useGetMyCallsQuery(playerId ? { playerId } : undefined, { skip: !user });
  useUnauthorizedRedirect(calls.error);
  const [cancel, cancelling] = useCancelCallMutation();

  if (calls.isLoading) return <StatusLoader label="Loading calls" />;
  if (calls.error) {
    return (
      <LoadErrorAlert
        title="Could not load calls"
        error={calls.error}
        retrying={calls.isFetching}
        onRetry={() => void calls.refetch()}
      />
    );
  }
  const { upcoming = [], past = [] } = calls.data ?? {};

  const onCancel = (call: Call) =>
    submitForm({
      validate: () => validateWith(callCancelSchema, {}),
      send: (request) => cancel({ callId: call.id, reason: request.reason ?? undefined }).unwrap(),
      success: {
        title: 'Call cancelled',
        message: `${isOwn ? call.coachName : call.playerName} has been told.`,
        tone: 'success',
      },
      failure: (error) => ({
        title: 'Could not cancel',
        message: serverMessageOf(error) ?? 'Please try again.',
        tone: 'error',
      }),
    });

  const row = (call: Call, upcomingCall: boolean) => {
    const changeable = upcomingCall && canChangeCall(new Date(call.startsAt), new Date(), call.minimumNoticeHours);
    return (
      <Card
        key={call.id}
        withBorder
        radius="md"
        padding="md"
        aria-label={`Call ${dateTimeIn(call.startsAt, timeZone)}`}
      >
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Text fw={600}>{dateTimeIn(call.startsAt, timeZone)}</Text>
            <Text size="sm" c="dimmed">
              {isOwn ? `With ${call.coachName}` : `${call.playerName} with ${call.coachName}`}
            </Text>
            {call.notes ? (
              <Text size="sm" mt={4}>
                Coach's notes: {call.notes}
              </Text>
            ) : null}
            {call.meetingUrl && upcomingCall ? (
              <Anchor href={call.meetingUrl} target="_blank" rel="noopener noreferrer" size="sm">
                Meeting link
              </Anchor>
            ) : null}
          </div>
          {call.status === 'cancelled' ? <Badge color="gray">Cancelled</Badge> : null}
          {upcomingCall && Date.parse(call.startsAt) <= Date.now() ? <Badge color="green">In progress</Badge> : null}
          {upcomingCall ? (
            <Group gap="xs">
              <Button
                component="a"
                href={callInviteUrl(call.id)}
                download="mentorship-call.ics"
                size="xs"
                variant="default"
              >
                Add to calendar
              </Button>
              {changeable && isOwn ? (
                <Button
                  component={Link}
                  to={`/calls/book?coach=${call.coachUserId}&reschedule=${call.id}`}
                  size="xs"
                  variant="light"
                >
                  Reschedule
                </Button>
              ) : null}
              {changeable ? (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  loading={cancelling.isLoading}
                  onClick={() => onCancel(call)}
                >
                  Cancel call
                </Button>
              ) : null}
            </Group>
          ) : null}
        </Group>
      </Card>
    );
  };

  return (
    <Stack gap="lg">
      <section>
        <Title order={2} fz="lg" mb="sm">
          Upcoming calls
        </Title>
        {upcoming.length === 0 ? (
          <Text c="dimmed">
            No calls booked.{' '}
            {isOwn ? (
              <Anchor component={Link} to="/calls/book">
                Schedule Mentorship Call
              </Anchor>
            ) : null}
          </Text>
        ) : (
          <Stack gap="sm">{upcoming.map((call) => row(call, true))}</Stack>
        )}
      </section>
      <section>
        <Title order={2} fz="lg" mb="sm">
          Past calls
        </Title>
        {past.length === 0 ? (
          <Text c="dimmed">No past calls yet.</Text>
        ) : (
          <Stack gap="sm">{past.map((call) => row(call, false))}</Stack>
        )}
      </section>
    </Stack>
  );
}
