import { Select, TextInput, Textarea } from '@mantine/core';
import type { FormProps } from './OverviewTab';
import type { PlayerProfileFormValues } from './player-profile-form';

type TextField = Exclude<
  keyof PlayerProfileFormValues,
  'positions' | 'goals' | 'parents' | 'dominantFoot' | 'leagueLevel'
>;

/** A text field of the player profile form, read-only outside edit mode (spec §2.12). */
export function ProfileText({
  field,
  label,
  editing,
  values,
  onChange,
  errors,
  type = 'text',
  multiline = false,
  required = false,
}: FormProps & {
  field: TextField;
  label: string;
  editing: boolean;
  type?: 'text' | 'date' | 'email' | 'tel';
  multiline?: boolean;
  required?: boolean;
}) {
  const common = {
    label,
    value: values[field],
    readOnly: !editing,
    required: editing && required,
    variant: editing ? 'default' : 'filled',
    placeholder: editing ? undefined : 'Not set',
    error: errors?.[field],
  } as const;
  return multiline ? (
    <Textarea {...common} autosize minRows={3} onChange={(event) => onChange({ [field]: event.currentTarget.value })} />
  ) : (
    <TextInput
      {...common}
      type={type}
      inputMode={['graduationYear', 'heightCm', 'weightKg', 'jerseyNumber'].includes(field) ? 'decimal' : undefined}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
    />
  );
}

export function ProfileSelect({
  field,
  label,
  options,
  editing,
  values,
  onChange,
  errors,
}: FormProps & { field: 'dominantFoot' | 'leagueLevel'; label: string; options: readonly string[]; editing: boolean }) {
  return (
    <Select
      label={label}
      data={[...options]}
      value={values[field]}
      readOnly={!editing}
      variant={editing ? 'default' : 'filled'}
      placeholder={editing ? 'Select' : 'Not set'}
      clearable={editing}
      error={errors?.[field]}
      onChange={(value) => onChange({ [field]: value })}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
