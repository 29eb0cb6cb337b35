import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { Call } from '@portal/contracts';
import { useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { redirectIfUnauthorized } from '../../auth/unauthorized-redirect';
import { showToast } from '../../common/toast';
import { useCancelCallMutation } from './calls-api';
import { dateTimeIn } from './calls-display';

const REASON_MAX = 500;

/** The coach cancels a call, with an optional reason the player and family read in the mail. */
export function CoachCancelModal({ call, timeZone, onClose }: { call: Call; timeZone: string; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [cancel, cancelling] = useCancelCallMutation();

  const onCancel = async () => {
    try {
      await cancel({ callId: call.id, reason: reason.trim() || undefined }).unwrap();
      showToast({ title: 'Call cancelled', message: `${call.playerName} has been told.`, tone: 'success' });
      onClose();
    } catch (caught) {
      if (redirectIfUnauthorized(caught)) return;
      setError(serverMessageOf(caught) ?? 'Could not cancel the call. Please try again.');
    }
  };

  return (
    <Modal opened onClose={onClose} title="Cancel this call?" centered>
      <Stack gap="sm">
        <Text size="sm">
          {call.playerName}, {dateTimeIn(call.startsAt, timeZone)}
        </Text>
        <Textarea
          label="Reason (optional)"
          autosize
          minRows={2}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        {error ? (
          <Text c="red" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep call
          </Button>
          <Button color="red" onClick={onCancel} loading={cancelling.isLoading}>
            Cancel call
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
