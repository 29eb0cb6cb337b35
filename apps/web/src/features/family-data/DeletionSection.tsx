import { Alert, Button, Card, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DELETION_GRACE_HOURS_DEFAULT, type PlayerDeletionState } from '@portal/contracts';
import { useState } from 'react';
import { isApiError, serverMessageOf } from '../../api/api-error';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { submitForm } from '../../common/submit';
import { type DeletionSubject, deletionHeading, deletionStateText, graceText, whose } from './deletion-display';
import {
  useCancelPlayerDeletionMutation,
  useGetPlayerDeletionQuery,
  useRequestPlayerDeletionMutation,
} from './player-deletion-api';

const formatWhen = (iso: string) => viewerDateTime(iso);
import type { Validated } from '../../common/submit';
import { viewerDateTime } from '../../common/dates';

const ok =
  <T,>(request: T) =>
  (): Validated<T> => ({ ok: true, request });

export interface DeletionSectionProps extends DeletionSubject {
  playerId: string;
}

/**
 * "Delete all of Mia's data" (GDPR Art. 17): a guardian or the adult player asks, confirms by the
 * mailed link, and may cancel during the grace period; a club admin deletes at once. The server
 * decides who may (a minor player sees the state only).
 */
export function DeletionSection({ playerId, audience, name }: DeletionSectionProps) {
  const subject = { audience, name };
  const state = useGetPlayerDeletionQuery(playerId);
  const [request, requesting] = useRequestPlayerDeletionMutation();
  const [cancel, cancelling] = useCancelPlayerDeletionMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const headingId = `deletion-heading-${playerId}`;
  const grace = graceText(DELETION_GRACE_HOURS_DEFAULT);

  const ask = () =>
    submitForm<{ playerId: string; request: { immediate?: boolean } }, PlayerDeletionState>({
      validate: ok({ playerId, request: audience === 'admin' ? { immediate: true } : {} }),
      send: (body) => request(body).unwrap(),
      onSuccess: () => setDialogOpen(false),
      success:
        audience === 'admin'
          ? { title: 'Deleted', message: `All of ${name}'s data is being deleted.`, tone: 'success' }
          : { title: 'Check your e-mail', message: 'Open the link we sent to confirm the deletion.', tone: 'success' },
      failure: (error) => ({
        title: 'Not asked',
        message: serverMessageOf(error) ?? 'Please try again.',
        tone: 'error',
      }),
    });
  const stop = () =>
    submitForm<string, PlayerDeletionState>({
      validate: ok(playerId),
      send: (id) => cancel(id).unwrap(),
      success: { title: 'Cancelled', message: 'Nothing will be deleted. The data is kept.', tone: 'success' },
      failure: (error) => ({
        title: 'Not cancelled',
        message: serverMessageOf(error) ?? 'Please try again.',
        tone: 'error',
      }),
    });

  const forbidden = isApiError(state.error) && state.error.status === 403;
  const current: PlayerDeletionState | undefined = state.data;
  const canAct = audience !== 'player' || !forbidden;

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      data-testid="deletion-section"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id={headingId}>
          {deletionHeading(subject)}
        </Title>
        <Text size="sm">
          {audience === 'admin'
            ? `Deletes ${name}'s account, profile, parents and guardians, consents, roadmap, training, videos, photos, reports and calls at once, in every part of the portal. It cannot be undone.`
            : `Deletes ${whose(subject)} account, profile, roadmap, training, videos, photos, reports and calls everywhere in the portal. We e-mail a link to confirm; after that there are ${grace} to change your mind.`}
        </Text>
        {state.isLoading ? <Skeleton height={36} /> : null}
        {forbidden ? (
          <Alert role="status" color="gray" variant="light" radius="md" title="Not available">
            {serverMessageOf(state.error) ?? 'You cannot ask for this deletion.'}
          </Alert>
        ) : state.isError ? (
          <LoadErrorAlert
            title="Could not load the deletion state"
            message={serverMessageOf(state.error)}
            onRetry={() => void state.refetch()}
          />
        ) : null}
        {current ? (
          <Text size="sm" fw={600} role="status" data-testid="deletion-state">
            {deletionStateText(current, subject, formatWhen)}
          </Text>
        ) : null}
        {current && canAct ? (
          <Group gap="sm">
            {current.state === 'none' || current.state === 'awaiting-confirmation' ? (
              <Button color="red" variant="light" onClick={() => setDialogOpen(true)}>
                {audience === 'admin' ? `Delete ${name}'s data now` : deletionHeading(subject)}
              </Button>
            ) : null}
            {current.state === 'awaiting-confirmation' || current.state === 'scheduled' ? (
              <Button variant="default" loading={cancelling.isLoading} onClick={() => void stop()}>
                Cancel the deletion
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
      <Modal
        opened={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title={deletionHeading(subject)}
        centered
        radius="lg"
      >
        <Stack gap="md">
          {audience === 'admin' ? (
            <Text size="sm">
              Everything about {name} is deleted now, in every part of the portal: account, profile, parents and
              guardians, consents, roadmap, training, videos, photos, reports and calls. Their sessions end. Only a note
              that a deletion happened, and when, is kept. This cannot be undone.
            </Text>
          ) : (
            <>
              <Text size="sm">
                We will e-mail you a link. When you open it, the deletion is scheduled for {grace} later. Until then you
                can cancel it here, and nothing is lost.
              </Text>
              <Text size="sm">
                After that, {whose(subject)} account, profile, roadmap, training, videos, photos, reports and calls are
                deleted everywhere and cannot be brought back.
              </Text>
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDialogOpen(false)}>
              Keep the data
            </Button>
            <Button color="red" loading={requesting.isLoading} onClick={() => void ask()}>
              {audience === 'admin' ? 'Delete now' : 'E-mail me the link'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
