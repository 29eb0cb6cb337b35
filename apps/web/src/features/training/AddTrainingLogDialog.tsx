import '@mantine/dates/styles.css';
import { Button, Group, Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  TRAINING_LOG_NOTES_MAX,
  TRAINING_MINUTES_MAX,
  TRAINING_MINUTES_MIN,
  TRAINING_TYPES,
  TRAINING_TYPE_LABELS,
  type TrainingType,
} from '@portal/contracts';
import { useId, useRef } from 'react';
import { CalendarIcon } from '../../common/icons';
import type { TrainingLogFormValues } from './use-training-log-form';
import { WellnessSelector } from './WellnessSelector';
import { DAY_INPUT_FORMAT } from '../../common/dates';

const TYPE_OPTIONS = TRAINING_TYPES.map((type) => ({ value: type, label: TRAINING_TYPE_LABELS[type] }));

export interface AddTrainingLogDialogProps {
  opened: boolean;
  values: TrainingLogFormValues;
  saving: boolean;
  onChange: <K extends keyof TrainingLogFormValues>(field: K, value: TrainingLogFormValues[K]) => void;
  onSave: () => void;
  onCancel: () => void;
  /** The messages under the fields (validation's and a 400's), by API field name. */
  errors?: Record<string, string>;
  /** 'Edit Training Log' when changing an entry. */
  title?: string;
}

/**
 * Spec §2.9 add dialog, also the edit dialog. The parent owns the values, so Cancel keeps them. The
 * optional duration makes the entry count in Progress's hours and load (issue 26).
 */
export function AddTrainingLogDialog({
  opened,
  values,
  saving,
  onChange,
  onSave,
  onCancel,
  errors = {},
  title = 'Add Training Log',
}: AddTrainingLogDialogProps) {
  const dateId = useId();
  // Saving without a type: besides the page's toast, the field says so (aria-describedby) and takes focus.
  const typeRef = useRef<HTMLInputElement>(null);
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered size="md" radius="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!values.type) typeRef.current?.focus();
          onSave();
        }}
      >
        <Stack gap="md">
          <DatePickerInput
            label="Date"
            placeholder="Pick a date"
            value={values.date}
            // A single day that cannot be cleared or deselected: keep the old day if asked to.
            onChange={(day) => day && onChange('date', day)}
            firstDayOfWeek={0}
            allowDeselect={false}
            clearable={false}
            valueFormat={DAY_INPUT_FORMAT}
            leftSection={<CalendarIcon size={16} />}
            // One id for the field and its popover, so the calendar dialog is named by the 'Date' label;
            // focus goes back to the field once a day is picked.
            id={dateId}
            popoverProps={{ withinPortal: true, id: dateId, returnFocus: true }}
            error={errors.date}
          />
          <Select
            label="Training Type"
            placeholder="Select training type"
            data={TYPE_OPTIONS}
            value={values.type}
            ref={typeRef}
            error={errors.type}
            onChange={(type) => onChange('type', (type as TrainingType | null) ?? null)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <NumberInput
            label="Duration (minutes)"
            placeholder="Optional, e.g. 60"
            min={TRAINING_MINUTES_MIN}
            max={TRAINING_MINUTES_MAX}
            allowDecimal={false}
            // Out of range is said under the field (the contract's message), not silently changed.
            clampBehavior="none"
            value={values.minutes}
            onChange={(minutes) => onChange('minutes', typeof minutes === 'number' ? minutes : '')}
            error={errors.minutes}
            description="With a duration, this session counts towards your hours and training load on Progress."
          />
          <WellnessSelector value={values.wellnessRating} onChange={(rating) => onChange('wellnessRating', rating)} />
          <Textarea
            label="Notes"
            placeholder="How did it go? What did you work on?"
            autosize
            minRows={3}
            maxLength={TRAINING_LOG_NOTES_MAX}
            value={values.notes}
            onChange={(event) => onChange('notes', event.currentTarget.value)}
            error={errors.notes}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} type="button">
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save Log'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
