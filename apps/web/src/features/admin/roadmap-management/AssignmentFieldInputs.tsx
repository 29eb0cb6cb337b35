import { NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { ASSIGNMENT_CATEGORIES, EVIDENCE_TYPES, MESSAGES, evidenceTypeLabel } from '@portal/contracts';
import type { ReactNode } from 'react';

/** The fields an assignment and an assignment template share. */
export interface AssignmentFieldValues {
  title: string;
  category: string;
  instructions: string;
  evidenceRequired: string;
  effortMinutes: number | string;
}

/**
 * Title, category, evidence, instructions and effort, as Add Assignment and the template form show
 * them; `due` is the form's own due field (a date for an assignment, days for a template).
 */
export function AssignmentFieldInputs({
  values,
  errors,
  onChange,
  due,
}: {
  values: AssignmentFieldValues;
  errors: Record<string, string>;
  onChange: (change: Partial<AssignmentFieldValues>) => void;
  due: ReactNode;
}) {
  return (
    <>
      <TextInput
        label="Title"
        value={values.title}
        onChange={(e) => onChange({ title: e.currentTarget.value })}
        error={errors.title}
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Category"
          placeholder="Select a category"
          data={[...ASSIGNMENT_CATEGORIES]}
          value={values.category || null}
          onChange={(value) => onChange({ category: value ?? '' })}
          error={errors.category}
          required
        />
        <Select
          label="Evidence required"
          data={EVIDENCE_TYPES.map((type) => ({ value: type, label: evidenceTypeLabel(type) }))}
          value={values.evidenceRequired}
          onChange={(value) => onChange({ evidenceRequired: value ?? 'note' })}
          error={errors.evidenceRequired}
          allowDeselect={false}
          required
        />
      </SimpleGrid>
      <Textarea
        label="Instructions"
        description={MESSAGES.instructionsHint}
        autosize
        minRows={3}
        value={values.instructions}
        onChange={(e) => onChange({ instructions: e.currentTarget.value })}
        error={errors.instructions}
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {due}
        <NumberInput
          label="Effort (minutes)"
          min={1}
          max={300}
          allowDecimal={false}
          value={values.effortMinutes}
          onChange={(value) => onChange({ effortMinutes: value })}
          error={errors.effortMinutes}
        />
      </SimpleGrid>
    </>
  );
}
