import { Group, Input, Text, TextInput } from '@mantine/core';
import { type ChangeEvent, useId } from 'react';
import classes from './auth.module.css';
import type { BirthDateParts } from './birth-date-form';

// No runtime import of @portal/contracts here (the rules live in birth-date-form.ts).

const PARTS = [
  { field: 'birthDay', label: 'Day', autoComplete: 'bday-day', width: 72, maxLength: 2 },
  { field: 'birthMonth', label: 'Month', autoComplete: 'bday-month', width: 72, maxLength: 2 },
  { field: 'birthYear', label: 'Year', autoComplete: 'bday-year', width: 96, maxLength: 4 },
] as const;

/**
 * "Date of birth" as day, month and year (ARCHITECTURE §9: no default, no hint of any age): a
 * fieldset whose legend names the group, each field its own label, and one message under the group
 * that every field is described by.
 */
export function DateOfBirthFields({
  values,
  error,
  onChange,
}: {
  values: BirthDateParts;
  error?: string;
  onChange: (field: keyof BirthDateParts) => (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset className={classes.birthDate} aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className={classes.birthDateLegend}>
        Date of birth{' '}
        <span className={classes.birthDateRequired} aria-hidden="true">
          *
        </span>
      </legend>
      <Text id={hintId} size="xs" c="dimmed" mb={6}>
        Day, month and year, in numbers
      </Text>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        {PARTS.map(({ field, label, autoComplete, width, maxLength }) => (
          <TextInput
            key={field}
            label={label}
            name={field}
            inputMode="numeric"
            autoComplete={autoComplete}
            maxLength={maxLength}
            w={width}
            required
            withAsterisk={false}
            value={values[field]}
            error={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={onChange(field)}
            styles={{ label: { fontWeight: 400 } }}
          />
        ))}
      </Group>
      {error ? (
        <Input.Error id={errorId} mt={4} data-testid="date-of-birth-error">
          {error}
        </Input.Error>
      ) : null}
    </fieldset>
  );
}
