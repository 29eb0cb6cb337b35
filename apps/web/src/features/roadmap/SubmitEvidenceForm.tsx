import { Alert, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { FILE_UPLOADS_PENDING_MESSAGE, evidenceProblem, evidenceSubmissionSchema } from '@portal/contracts';
import { useState } from 'react';
import { redirectIfUnauthorized } from '../../auth/unauthorized-redirect';
import { serverMessageOf } from '../../api/api-error';
import { showToast } from '../../common/toast';
import { useSubmitEvidenceMutation } from './roadmap-api';

/** The evidence form for the assignment's required type (note, link, or file: a link or a note for now). */
export function SubmitEvidenceForm({
  assignmentId,
  evidenceRequired,
  onDone,
  onCancel,
}: {
  assignmentId: string;
  evidenceRequired: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [note, setNote] = useState('');
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<{ note?: string; link?: string }>({});
  const [submit, { isLoading }] = useSubmitEvidenceMutation();
  const wantsLink = evidenceRequired === 'link' || evidenceRequired === 'file';

  const send = async () => {
    const parsed = evidenceSubmissionSchema.safeParse({ note, link });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setErrors({ [String(issue?.path[0] ?? 'note')]: issue?.message });
      return;
    }
    const problem = evidenceProblem(evidenceRequired, parsed.data);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      return;
    }
    setErrors({});
    try {
      await submit({ id: assignmentId, evidence: { note, link } }).unwrap();
      showToast({ title: 'Evidence submitted!', message: 'Your coach will review it soon.', tone: 'success' });
      onDone();
    } catch (error) {
      if (redirectIfUnauthorized(error)) return;
      showToast({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Failed to submit evidence. Please try again.',
        tone: 'error',
      });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Stack gap="sm">
        {evidenceRequired === 'file' ? (
          <Alert color="blue" variant="light" radius="md">
            {FILE_UPLOADS_PENDING_MESSAGE}
          </Alert>
        ) : null}
        {wantsLink ? (
          <TextInput
            label={evidenceRequired === 'file' ? 'Link to your video or file' : 'Link'}
            placeholder="https://"
            type="url"
            value={link}
            onChange={(event) => setLink(event.currentTarget.value)}
            error={errors.link}
            required={evidenceRequired === 'link'}
          />
        ) : null}
        <Textarea
          label={evidenceRequired === 'note' ? 'Your note' : 'Note (optional)'}
          placeholder="What did you do, and how did it go?"
          autosize
          minRows={3}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errors.note}
          required={evidenceRequired === 'note'}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isLoading}>
            Submit for Review
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
