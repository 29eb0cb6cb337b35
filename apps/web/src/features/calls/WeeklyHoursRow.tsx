import { ActionIcon, Group, Select, TextInput } from '@mantine/core';
import type { WeeklyHours } from '@portal/contracts';
import { WEEKDAY_NAMES } from './calls-display';

const weekdayOptions = WEEKDAY_NAMES.map((name, index) => ({ value: String(index), label: name }));

/** The two times of a row: the field of WeeklyHours and its label. */
const TIMES = [
  { key: 'start', label: 'From' },
  { key: 'end', label: 'To' },
] as const;

interface WeeklyHoursRowProps {
  row: WeeklyHours;
  index: number;
  /** The form's field messages, by API path (`weeklyHours.0.end`). */
  errors: Readonly<Record<string, string>>;
  onChange: (change: Partial<WeeklyHours>) => void;
  onRemove: () => void;
}

/** One row of the coach's weekly hours: a day, from and to, and a remove button. */
export function WeeklyHoursRow({ row, index, errors, onChange, onRemove }: WeeklyHoursRowProps) {
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <Select
        label="Day"
        w={140}
        data={weekdayOptions}
        value={String(row.weekday)}
        onChange={(value) => onChange({ weekday: Number(value ?? 0) })}
        allowDeselect={false}
        error={errors[`weeklyHours.${index}.weekday`]}
      />
      {TIMES.map(({ key, label }) => (
        <TextInput
          key={key}
          label={label}
          type="time"
          w={140}
          value={row[key]}
          onChange={(e) => onChange({ [key]: e.currentTarget.value })}
          error={errors[`weeklyHours.${index}.${key}`]}
        />
      ))}
      <ActionIcon variant="default" size="lg" mt={25} aria-label={`Remove hours ${index + 1}`} onClick={onRemove}>
        ×
      </ActionIcon>
    </Group>
  );
}
