import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { Assignment } from '@portal/contracts';
import { useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { submitForm } from '../../common/submit';
import { AssignmentFieldInputs } from '../admin/roadmap-management/AssignmentFieldInputs';
import { useFieldErrors } from '../../common/use-field-form';
import { type AssignmentEditValues, assignmentEditValuesOf, validateAssignmentEdit } from './roadmap-forms';
import { useUpdateAssignmentMutation } from './roadmap-api';
import { ResourcesInput } from './ResourcesInput';

/** Staff correct an assignment's fields; its status, submissions and reviews stay as they are. */
export function EditAssignmentForm({
  assignment,
  onDone,
  onCancel,
}: {
  assignment: Assignment;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<AssignmentEditValues>(() => assignmentEditValuesOf(assignment));
  const { errors, form, clear } = useFieldErrors();
  const [update, { isLoading }] = useUpdateAssignmentMutation();
  const set = (change: Partial<AssignmentEditValues>) => {
    setValues((current) => ({ ...current, ...change }));
    for (const field of Object.keys(change)) clear(field);
  };

  const save = () =>
    submitForm({
      form,
      validate: () => validateAssignmentEdit(values),
      send: (changes) => update({ id: assignment.id, changes }).unwrap(),
      onSuccess: onDone,
      success: (saved) => ({ title: 'Assignment updated', message: `“${saved.title}” is saved.`, tone: 'success' }),
      failure: (error) => ({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Could not save the assignment. Please try again.',
        tone: 'error',
      }),
    });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <AssignmentFieldInputs
          values={values}
          errors={errors}
          onChange={set}
          due={
            <TextInput
              label="Due date"
              type="date"
              value={values.dueDate}
              onChange={(event) => set({ dueDate: event.currentTarget.value })}
              error={errors.dueDate}
            />
          }
        />
        <ResourcesInput rows={values.resources} errors={errors} onChange={(resources) => set({ resources })} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isLoading}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
