import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import type { PlayerDeletionConfirmed } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { isApiError, serverMessageOf } from '../../api/api-error';
import { AuthLayout } from '../auth/AuthLayout';
import { resetTokenFromHash } from '../auth/reset-link';
import { useConfirmPlayerDeletionMutation } from './player-deletion-api';
import { viewerDateTime } from '../../common/dates';

const formatWhen = (iso: string) => viewerDateTime(iso, { weekday: true });

/** Opened from the mailed link (`/confirm-deletion#token=…`): confirms the deletion, which then waits out the grace period. */
export default function ConfirmDeletionPage() {
  const [confirm, { isLoading, error }] = useConfirmPlayerDeletionMutation();
  // Read once; the fragment then leaves the address bar so the token does not linger in history.
  const [token] = useState(() => resetTokenFromHash(window.location.hash));
  const [done, setDone] = useState<PlayerDeletionConfirmed | null>(null);
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  if (done)
    return (
      <AuthLayout
        title="Deletion confirmed"
        subtitle={done.playerName ? `All of ${done.playerName}'s data` : 'All of the player’s data'}
      >
        <Stack gap="md">
          <Alert color="orange" variant="light" role="status" title={`Scheduled for ${formatWhen(done.scheduledFor)}`}>
            Until then you can still cancel it from the portal (the data page of your child, or your profile). After
            that it cannot be undone.
          </Alert>
          <Button component={Link} to="/" size="md" fullWidth>
            Go to the portal
          </Button>
        </Stack>
      </AuthLayout>
    );

  const dead = !token || (isApiError(error) && error.status === 400);
  if (dead)
    return (
      <AuthLayout title="This link no longer works" subtitle="Confirmation links work once, for 3 days.">
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert" title="Link invalid or expired">
            {serverMessageOf(error) ??
              'This confirmation link is not valid any more. Ask for the deletion again to get a new link.'}
          </Alert>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/" fw={600}>
              Back to the portal
            </Anchor>
          </Text>
        </Stack>
      </AuthLayout>
    );

  return (
    <AuthLayout title="Confirm the deletion" subtitle="This deletes all of the player's data after the waiting time.">
      <Stack gap="md">
        <Text size="sm">
          When you confirm, the deletion is scheduled. You can still cancel it on the portal until it happens.
        </Text>
        {error ? (
          <Alert color="red" variant="light" role="alert" title="Not confirmed">
            {serverMessageOf(error) ?? 'Please try again.'}
          </Alert>
        ) : null}
        <Button
          color="red"
          size="md"
          fullWidth
          loading={isLoading}
          onClick={() =>
            void confirm({ token })
              .unwrap()
              .then(setDone, () => undefined)
          }
        >
          Confirm the deletion
        </Button>
      </Stack>
    </AuthLayout>
  );
}
