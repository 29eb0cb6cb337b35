import '@mantine/dates/styles.css';
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  SESSION_KINDS,
  SESSION_MINUTES_MAX,
  SESSION_MINUTES_MIN,
  SESSION_NOTES_MAX,
  SESSION_RPE_MAX,
  SESSION_RPE_MIN,
  calendarDayOf,
} from '@portal/contracts';
import { CalendarIcon } from '../../common/icons';
import { DAY_INPUT_FORMAT } from '../../common/dates';

export interface SessionFormValues {
  type: string;
  category: string;
  minutes: number | '';
  rpe: number | '';
  date: string;
  notes: string;
}

const KIND_OPTIONS = SESSION_KINDS.map((kind) => ({ value: kind, label: kind }));

export function LogSessionDialog(props: {
  opened: boolean;
  values: SessionFormValues;
  saving: boolean;
  onChange: <K extends keyof SessionFormValues>(key: K, value: SessionFormValues[K]) => void;
  onSave: () => void;
  onCancel: () => void;
  /** The messages under the fields, by API field name (submitForm's `form`). */
  errors?: Record<string, string>;
}) {
  const { values, onChange: set, errors = {} } = props;
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title="Log Session" centered radius="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSave();
        }}
      >
        <Stack gap="md">
          <DatePickerInput
            label="Date"
            value={values.date}
            onChange={(day) => day && set('date', day)}
            maxDate={calendarDayOf(new Date())}
            firstDayOfWeek={1}
            allowDeselect={false}
            valueFormat={DAY_INPUT_FORMAT}
            leftSection={<CalendarIcon size={16} />}
            popoverProps={{ withinPortal: true }}
            error={errors.date ?? errors.dayOfWeek}
          />
          <SimpleGrid cols={2} spacing="sm">
            <Select
              label="Type"
              data={KIND_OPTIONS}
              value={values.type}
              onChange={(type) => type && set('type', type)}
              allowDeselect={false}
              error={errors.type}
            />
            <Select
              label="Category"
              data={KIND_OPTIONS}
              value={values.category}
              onChange={(category) => category && set('category', category)}
              allowDeselect={false}
              error={errors.category}
            />
            <NumberInput
              label="Minutes"
              min={SESSION_MINUTES_MIN}
              max={SESSION_MINUTES_MAX}
              allowDecimal={false}
              value={values.minutes}
              onChange={(minutes) => set('minutes', typeof minutes === 'number' ? minutes : '')}
              error={errors.minutes}
            />
            <NumberInput
              label="RPE (1-10)"
              min={SESSION_RPE_MIN}
              max={SESSION_RPE_MAX}
              allowDecimal={false}
              value={values.rpe}
              onChange={(rpe) => set('rpe', typeof rpe === 'number' ? rpe : '')}
              error={errors.rpe}
            />
          </SimpleGrid>
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            maxLength={SESSION_NOTES_MAX}
            value={values.notes}
            onChange={(event) => set('notes', event.currentTarget.value)}
            error={errors.notes}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" type="button" onClick={props.onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={props.saving}>
              {props.saving ? 'Saving...' : 'Log Session'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
