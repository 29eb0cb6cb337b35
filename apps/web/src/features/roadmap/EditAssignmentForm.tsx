import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type Assignment, type AssignmentUpdate, assignmentUpdateSchema } from '@portal/contracts';
import { useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { submitForm, validateWith } from '../../common/submit';
import { AssignmentFieldInputs, type AssignmentFieldValues } from '../admin/roadmap-management/AssignmentFieldInputs';
import { useFieldErrors } from './field-errors-state';
import { useUpdateAssignmentMutation } from './roadmap-api';

type EditValues = AssignmentFieldValues & { dueDate: string };

function valuesOf(assignment: Assignment): EditValues {
  return {
    title: assignment.title,
    category: assignment.category,
    instructions: assignment.instructions,
    evidenceRequired: assignment.evidenceRequired,
    effortMinutes: assignment.effortMinutes ?? '',
    dueDate: assignment.dueDate ?? '',
  };
}

/** The PATCH body the form's values make: the API's own field names, so a 400 lands under its field. */
export function assignmentChangesOf(values: EditValues): AssignmentUpdate {
  return {
    title: values.title,
    category: values.category as AssignmentUpdate['category'],
    instructions: values.instructions,
    evidenceRequired: values.evidenceRequired as AssignmentUpdate['evidenceRequired'],
    effortMinutes: values.effortMinutes === '' ? null : Number(values.effortMinutes),
    dueDate: values.dueDate === '' ? null : values.dueDate,
  };
}

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
  const [values, setValues] = useState<EditValues>(() => valuesOf(assignment));
  const { errors, form, clear } = useFieldErrors();
  const [update, { isLoading }] = useUpdateAssignmentMutation();
  const set = (change: Partial<EditValues>) => {
    setValues((current) => ({ ...current, ...change }));
    for (const field of Object.keys(change)) clear(field);
  };

  const save = () =>
    submitForm({
      form,
      validate: () => validateWith<AssignmentUpdate>(assignmentUpdateSchema, assignmentChangesOf(values)),
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
