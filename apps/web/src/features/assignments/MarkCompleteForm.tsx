import { Button, Group, TextInput, Textarea } from '@mantine/core';
import { type Assignment, acceptsEvidenceLink } from '@portal/contracts';
import { useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { submitForm } from '../../common/submit';
import { useFieldErrors } from '../../common/use-field-form';
import { useCompleteAssignmentMutation } from '../roadmap/roadmap-api';
import { type MarkCompleteValues, validateMarkComplete } from './mark-complete-form';

const EMPTY: MarkCompleteValues = { completionNotes: '', completionLink: '' };

/**
 * Spec §2.7's notes box and Mark Complete, asking for the evidence the assignment requires (a note,
 * a link, or for a file a link or a note) and saying what is missing before anything is sent.
 */
export function MarkCompleteForm({ assignment }: { assignment: Pick<Assignment, 'id' | 'evidenceRequired'> }) {
  const [values, setValues] = useState<MarkCompleteValues>(EMPTY);
  const { errors, form, clear } = useFieldErrors();
  const [complete, { isLoading }] = useCompleteAssignmentMutation();
  const needsNote = assignment.evidenceRequired === 'note';
  const wantsLink = acceptsEvidenceLink(assignment.evidenceRequired);
  const set = (field: keyof MarkCompleteValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  const markComplete = () =>
    submitForm({
      form,
      validate: () => validateMarkComplete(assignment.evidenceRequired, values),
      send: (completion) => complete({ id: assignment.id, completion }).unwrap(),
      onSuccess: () => setValues(EMPTY),
      success: {
        title: 'Assignment completed!',
        message: 'Great work! Your progress has been saved.',
        tone: 'success',
      },
      failure: (error) => ({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Failed to complete assignment. Please try again.',
        tone: 'error',
      }),
    });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void markComplete();
      }}
    >
      {wantsLink ? (
        <TextInput
          mt="sm"
          label={assignment.evidenceRequired === 'file' ? 'Link to your video or file' : 'Link'}
          description={assignment.evidenceRequired === 'file' ? 'Or describe it in the notes.' : undefined}
          placeholder="https://"
          type="url"
          value={values.completionLink}
          onChange={(event) => set('completionLink', event.currentTarget.value)}
          error={errors.completionLink}
          required={assignment.evidenceRequired === 'link'}
        />
      ) : null}
      <Textarea
        mt="sm"
        label="Completion notes"
        placeholder={needsNote ? 'How did it go?' : 'How did it go? (optional)'}
        autosize
        minRows={2}
        value={values.completionNotes}
        onChange={(event) => set('completionNotes', event.currentTarget.value)}
        error={errors.completionNotes}
        required={needsNote}
      />
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={isLoading}>
          Mark Complete
        </Button>
      </Group>
    </form>
  );
}
