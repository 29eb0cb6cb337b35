import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { type AssignmentTemplate, TEMPLATE_DUE_IN_DAYS_MAX } from '@portal/contracts';
import { useState } from 'react';
import { serverMessageOf } from '../../../api/api-error';
import { submitForm } from '../../../common/submit';
import { useCreateAssignmentTemplateMutation, useUpdateAssignmentTemplateMutation } from './assignment-templates-api';
import { AssignmentFieldInputs } from './AssignmentFieldInputs';
import { EMPTY_TEMPLATE_FORM, type TemplateFormValues, checkTemplateForm, templateFormValuesOf } from './template-form';

/** The form inside the dialog: mounted on each opening, so it starts from the template every time. */
function TemplateForm({ template, onClose }: { template: AssignmentTemplate | null; onClose: () => void }) {
  const [values, setValues] = useState<TemplateFormValues>(() =>
    template ? templateFormValuesOf(template) : EMPTY_TEMPLATE_FORM,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useCreateAssignmentTemplateMutation();
  const [update, updating] = useUpdateAssignmentTemplateMutation();

  const set = (change: Partial<TemplateFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in change))));
  };

  const save = () => {
    const checked = checkTemplateForm(values);
    return submitForm({
      form: { setErrors },
      validate: () => checked.validated,
      send: (request) => (template ? update({ id: template.id, changes: request }) : create(request)).unwrap(),
      onSuccess: onClose,
      success: (saved) =>
        template
          ? { title: 'Template updated', message: `“${saved.title}” is saved.`, tone: 'success' }
          : {
              title: 'Template saved',
              message: `“${saved.title}” is now one of your club's templates.`,
              tone: 'success',
            },
      failure: (error) => ({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Failed to save the template',
        tone: 'error',
      }),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Every coach of your club can start an assignment from it. Assignments already made from it do not change.
        </Text>
        <AssignmentFieldInputs
          values={values}
          errors={errors}
          onChange={set}
          due={
            <NumberInput
              label="Due in (days after assigning)"
              placeholder="No due date"
              min={0}
              max={TEMPLATE_DUE_IN_DAYS_MAX}
              allowDecimal={false}
              value={values.dueInDays}
              onChange={(value) => set({ dueInDays: value })}
              error={errors.dueInDays}
            />
          }
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={creating.isLoading || updating.isLoading}>
            {template ? 'Save changes' : 'Save template'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A new template (`template` null) or an edited one: the same fields and the same schema as "Save as
 * template" in Add Assignment, with the due date as days after the day it is assigned.
 */
export function TemplateFormDialog({
  opened,
  template,
  onClose,
}: {
  opened: boolean;
  template: AssignmentTemplate | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={template ? `Edit template “${template.title}”` : 'New template'}
      size="lg"
      radius="lg"
    >
      <TemplateForm template={template} onClose={onClose} />
    </Modal>
  );
}
