import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type Call, callCancelSchema } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { submitForm, validateWith } from '../../common/submit';
import { useCancelCallMutation } from './calls-api';
import { dateTimeIn } from './calls-display';

const REASON_MAX = 500;

/** The coach cancels a call, with an optional reason the player and family read in the mail. */
export function CoachCancelModal({ call, timeZone, onClose }: { call: Call; timeZone: string; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [cancel, cancelling] = useCancelCallMutation();

  const onCancel = (event: FormEvent) => {
    event.preventDefault();
    void submitForm({
      form: { setErrors },
      validate: () => validateWith(callCancelSchema, { reason }),
      send: (request) => cancel({ callId: call.id, reason: request.reason ?? undefined }).unwrap(),
      onSuccess: onClose,
      success: { title: 'Call cancelled', message: `${call.playerName} has been told.`, tone: 'success' },
      failure: (error) => ({
        title: 'Could not cancel',
        message: serverMessageOf(error) ?? 'Could not cancel the call. Please try again.',
        tone: 'error',
      }),
    });
  };

  return (
    <Modal opened onClose={onClose} title="Cancel this call?" centered>
      <form onSubmit={onCancel} noValidate>
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
            error={errors.reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setErrors({});
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep call
            </Button>
            <Button type="submit" color="red" loading={cancelling.isLoading}>
              Cancel call
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
