import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { SquadJoined } from '@portal/contracts';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { serverMessageOf } from '../../api/api-error';
import { useCurrentUser } from '../../auth/use-current-user';
import { CheckIcon, UsersIcon } from '../../common/icons';
import { PageHeader } from '../../common/PageHeader';
import { StatusPanel } from '../../common/StatusPanel';
import { submitForm } from '../../common/submit';
import { INVALID_INVITE_LINK_MESSAGE, inviteCodeFrom, inviteCodeRefusal } from './club-invite';
import { useJoinSquadMutation } from './club-invites-api';

/** `/join?invite=<code>` (and `/signup?invite=` when signed in): a signed-in player joins the link's squad. */
export default function JoinSquadPage() {
  const { user } = useCurrentUser();
  const { search } = useLocation();
  const inviteCode = inviteCodeFrom(search);
  const [joinSquad, { isLoading }] = useJoinSquadMutation();
  const [joined, setJoined] = useState<SquadJoined | null>(null);
  const [problem, setProblem] = useState<string | undefined>(inviteCode ? undefined : INVALID_INVITE_LINK_MESSAGE);

  if (user && user.role !== 'player') {
    return (
      <StatusPanel
        order={1}
        icon={<UsersIcon size={28} />}
        title="Invite links are for players"
        message="This link adds a player to a squad. As staff, ask your club admin to add you to the squad as a coach."
        action={
          <Button component={Link} to="/dashboard">
            Go to the dashboard
          </Button>
        }
      />
    );
  }

  if (joined) {
    return (
      <StatusPanel
        order={1}
        icon={<CheckIcon size={28} />}
        title={`You joined ${joined.name}`}
        message={`Your coaches of ${joined.name} can now see your progress and give you feedback.`}
        action={
          <Button component={Link} to="/dashboard">
            Go to the dashboard
          </Button>
        }
      />
    );
  }

  const join = () =>
    submitForm({
      validate: () =>
        inviteCode
          ? { ok: true, request: { inviteCode } }
          : {
              ok: false,
              toast: { title: 'Invite link not valid', message: INVALID_INVITE_LINK_MESSAGE, tone: 'error' },
            },
      send: (request) => joinSquad(request).unwrap(),
      onSuccess: (result) => setJoined(result),
      success: (result) => ({ title: 'Squad joined', message: `You are now in ${result.name}.`, tone: 'success' }),
      failure: (error) => {
        const message =
          inviteCodeRefusal(error) ?? serverMessageOf(error) ?? 'Could not join the squad. Please try again.';
        setProblem(message);
        return { title: 'Could not join the squad', message, tone: 'error' };
      },
    });

  return (
    <>
      <PageHeader title="Join a squad" subtitle="You opened your club's invite link." />
      <Stack gap="md" maw={560}>
        {problem ? (
          <Alert color="red" variant="light" role="alert" title="Invite link not accepted">
            {problem}
          </Alert>
        ) : (
          <Text>
            Join the squad this link was made for. Its coaches will see your roadmap, training and videos, as your other
            coaches do.
          </Text>
        )}
        <Group gap="sm">
          <Button onClick={() => void join()} loading={isLoading} disabled={!inviteCode}>
            Join the squad
          </Button>
          <Button component={Link} to="/dashboard" variant="default">
            Not now
          </Button>
        </Group>
      </Stack>
    </>
  );
}
