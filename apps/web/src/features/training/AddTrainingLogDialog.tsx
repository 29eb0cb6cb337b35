import '@mantine/dates/styles.css';
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  MISSING_TRAINING_TYPE_MESSAGE,
  TRAINING_LOG_NOTES_MAX,
  TRAINING_TYPES,
  TRAINING_TYPE_LABELS,
  type TrainingType,
} from '@portal/contracts';
import { useId, useRef, useState } from 'react';
import { CalendarIcon } from '../../common/icons';
import type { TrainingLogFormValues } from './use-training-log-form';
import { WellnessSelector } from './WellnessSelector';

const TYPE_OPTIONS = TRAINING_TYPES.map((type) => ({ value: type, label: TRAINING_TYPE_LABELS[type] }));

export interface AddTrainingLogDialogProps {
  opened: boolean;
  values: TrainingLogFormValues;
  saving: boolean;
  onChange: <K extends keyof TrainingLogFormValues>(field: K, value: TrainingLogFormValues[K]) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** Spec §2.9 add dialog. The parent owns the values, so Cancel keeps them. */
export function AddTrainingLogDialog({
  opened,
  values,
  saving,
  onChange,
  onSave,
  onCancel,
}: AddTrainingLogDialogProps) {
  const dateId = useId();
  // Saving without a type: besides the page's toast, the field says so (aria-describedby) and takes focus.
  const [typeMissing, setTypeMissing] = useState(false);
  const typeRef = useRef<HTMLInputElement>(null);
  return (
    <Modal opened={opened} onClose={onCancel} title="Add Training Log" centered size="md" radius="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!values.type) {
            setTypeMissing(true);
            typeRef.current?.focus();
          }
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
            valueFormat="MMM D, YYYY"
            leftSection={<CalendarIcon size={16} />}
            // One id for the field and its popover, so the calendar dialog is named by the 'Date' label;
            // focus goes back to the field once a day is picked.
            id={dateId}
            popoverProps={{ withinPortal: true, id: dateId, returnFocus: true }}
          />
          <Select
            label="Training Type"
            placeholder="Select training type"
            data={TYPE_OPTIONS}
            value={values.type}
            ref={typeRef}
            error={typeMissing && !values.type ? MISSING_TRAINING_TYPE_MESSAGE : undefined}
            onChange={(type) => {
              setTypeMissing(false);
              onChange('type', (type as TrainingType | null) ?? null);
            }}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
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
