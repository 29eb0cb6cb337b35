import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type Call, CALL_NOTES_MAX, callNotesSchema } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { submitForm, validateWith } from '../../common/submit';
import { useSaveCallNotesMutation } from './calls-api';
import { dateTimeIn } from './calls-display';

/** The coach's short notes after a call; the player reads them on the call in their past calls. */
export function CallNotesModal({ call, timeZone, onClose }: { call: Call; timeZone: string; onClose: () => void }) {
  const [notes, setNotes] = useState(call.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useSaveCallNotesMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitForm({
      form: { setErrors },
      validate: () => validateWith(callNotesSchema, { notes }),
      send: (request) => save({ callId: call.id, notes: request.notes }).unwrap(),
      onSuccess: onClose,
      success: { title: 'Notes saved', message: `${call.playerName} can read them with the call.`, tone: 'success' },
      failure: (error) => ({
        title: 'Could not save',
        message: serverMessageOf(error) ?? 'Could not save the notes. Please try again.',
        tone: 'error',
      }),
    });
  };

  return (
    <Modal opened onClose={onClose} title={call.notes ? 'Edit notes' : 'Add notes'} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {call.playerName}, {dateTimeIn(call.startsAt, timeZone)}
          </Text>
          <Textarea
            label="Notes after the call"
            description="Short notes the player and staff see with this call."
            autosize
            minRows={4}
            maxLength={CALL_NOTES_MAX}
            value={notes}
            error={errors.notes}
            onChange={(event) => {
              setNotes(event.currentTarget.value);
              setErrors({});
            }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={saving.isLoading}>
              Save notes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
