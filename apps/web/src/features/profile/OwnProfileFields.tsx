import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { OwnProfileFormValues } from './own-profile-form';

export interface OwnProfileFieldsProps {
  values: OwnProfileFormValues;
  readOnly: boolean;
  onChange: (field: keyof OwnProfileFormValues, value: string) => void;
}

/** The own-profile form's six fields (spec §3 Player profile (own record)). */
export function OwnProfileFields({ values, readOnly, onChange }: OwnProfileFieldsProps) {
  const text = (field: keyof OwnProfileFormValues, label: string, placeholder: string, numeric = false) => (
    <TextInput
      label={label}
      placeholder={readOnly ? undefined : placeholder}
      value={values[field]}
      readOnly={readOnly}
      variant={readOnly ? 'filled' : 'default'}
      inputMode={numeric ? 'numeric' : undefined}
      onChange={(event) => onChange(field, event.currentTarget.value)}
    />
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {text('age', 'Age', '1 to 50', true)}
        {text('jerseyNumber', 'Jersey Number', '1 to 99', true)}
        {text('team', 'Team', 'e.g. U16 Blue')}
        {text('club', 'Club', 'e.g. Riverside FC')}
        {text('position', 'Position', 'e.g. Winger')}
      </SimpleGrid>
      <Textarea
        label="Parent Contact Info"
        placeholder={readOnly ? undefined : 'Name, phone and e-mail of a parent or guardian'}
        value={values.parentContactInfo}
        readOnly={readOnly}
        variant={readOnly ? 'filled' : 'default'}
        autosize
        minRows={2}
        onChange={(event) => onChange('parentContactInfo', event.currentTarget.value)}
      />
    </Stack>
  );
}
