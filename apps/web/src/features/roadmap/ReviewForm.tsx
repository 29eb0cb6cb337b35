import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type Review, type ReviewDecision, reviewSchema } from '@portal/contracts';
import { useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { submitForm, validateWith } from '../../common/submit';
import { useFieldErrors } from '../../common/use-field-form';
import { useReviewAssignmentMutation } from './roadmap-api';

/** A coach approves submitted work or asks for changes, with a note that becomes the coach notes. */
export function ReviewForm({
  assignmentId,
  playerName,
  onDone,
}: {
  assignmentId: string;
  /** Whose work it is (null while the name loads). */
  playerName: string | null;
  onDone: () => void;
}) {
  const [note, setNote] = useState('');
  const { errors, form, clear } = useFieldErrors();
  const [review, { isLoading, originalArgs }] = useReviewAssignmentMutation();
  const who = playerName ?? 'The player';

  const send = (decision: ReviewDecision) =>
    submitForm({
      form,
      validate: () => validateWith<Review>(reviewSchema, { decision, note }),
      send: (body) => review({ id: assignmentId, review: body }).unwrap(),
      onSuccess: onDone,
      success: {
        title: decision === 'approved' ? 'Assignment approved' : 'Changes requested',
        message: 'The player can see your note.',
        tone: 'success',
      },
      failure: (error) => ({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Failed to save the review',
        tone: 'error',
      }),
    });

  const pending = (decision: ReviewDecision) => isLoading && originalArgs?.review.decision === decision;
  return (
    <Stack gap="sm">
      <Text fw={600}>{playerName ? `Review ${playerName}'s work` : 'Review this work'}</Text>
      <Textarea
        label="Review note"
        description={`What went well, and what to do next. ${who} sees this note.`}
        autosize
        minRows={3}
        value={note}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          clear('note');
        }}
        error={errors.note}
        required
      />
      <Group justify="flex-end" gap="sm">
        <Button
          color="red"
          variant="light"
          loading={pending('needs_changes')}
          disabled={isLoading}
          onClick={() => void send('needs_changes')}
        >
          Needs Changes
        </Button>
        <Button color="green" loading={pending('approved')} disabled={isLoading} onClick={() => void send('approved')}>
          Approve
        </Button>
      </Group>
    </Stack>
  );
}
