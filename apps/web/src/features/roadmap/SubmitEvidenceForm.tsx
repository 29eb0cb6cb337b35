import { Alert, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { FILE_UPLOADS_PENDING_MESSAGE, acceptsEvidenceLink } from '@portal/contracts';
import { useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { submitForm } from '../../common/submit';
import { useFieldErrors } from '../../common/use-field-form';
import { validateEvidence } from './roadmap-forms';
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
  const { errors, form, clear } = useFieldErrors();
  const [submit, { isLoading }] = useSubmitEvidenceMutation();
  const wantsLink = acceptsEvidenceLink(evidenceRequired);

  const send = () =>
    submitForm({
      form,
      validate: () => validateEvidence(evidenceRequired, { note, link }),
      send: (evidence) => submit({ id: assignmentId, evidence }).unwrap(),
      onSuccess: onDone,
      success: { title: 'Evidence submitted!', message: 'Your coach will review it soon.', tone: 'success' },
      failure: (error) => ({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Failed to submit evidence. Please try again.',
        tone: 'error',
      }),
    });

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
            onChange={(event) => {
              setLink(event.currentTarget.value);
              clear('link');
            }}
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
          onChange={(event) => {
            setNote(event.currentTarget.value);
            clear('note');
          }}
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
