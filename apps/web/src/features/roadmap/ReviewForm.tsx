import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type ReviewDecision, reviewSchema } from '@portal/contracts';
import { useState } from 'react';
import { redirectIfUnauthorized } from '../../auth/unauthorized-redirect';
import { serverMessageOf } from '../../api/api-error';
import { showToast } from '../../common/toast';
import { useReviewAssignmentMutation } from './roadmap-api';

/** A coach approves submitted work or asks for changes, with a note that becomes the coach notes. */
export function ReviewForm({ assignmentId, onDone }: { assignmentId: string; onDone: () => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [review, { isLoading, originalArgs }] = useReviewAssignmentMutation();

  const send = async (decision: ReviewDecision) => {
    const parsed = reviewSchema.safeParse({ decision, note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await review({ id: assignmentId, review: { decision, note } }).unwrap();
      showToast({
        title: decision === 'approved' ? 'Assignment approved' : 'Changes requested',
        message: 'The player can see your note.',
        tone: 'success',
      });
      onDone();
    } catch (failure) {
      if (redirectIfUnauthorized(failure)) return;
      showToast({ title: 'Error', message: serverMessageOf(failure) ?? 'Failed to save the review', tone: 'error' });
    }
  };

  const pending = (decision: ReviewDecision) => isLoading && originalArgs?.review.decision === decision;
  return (
    <Stack gap="sm">
      <Textarea
        label="Review note"
        description="What went well, and what to do next"
        autosize
        minRows={3}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={error}
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
