import { SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { OwnProfileFormValues } from './own-profile-form';
import { OWN_PARENTS_SECTION_ID } from './profile-places';

export interface OwnProfileFieldsProps {
  values: OwnProfileFormValues;
  readOnly: boolean;
  onChange: (field: keyof OwnProfileFormValues, value: string) => void;
  /** Messages next to the fields they are about (from the contracts' schema). */
  errors?: Partial<Record<keyof OwnProfileFormValues, string>>;
}

/** The own-profile form's six fields (spec §3 Player profile (own record)). */
export function OwnProfileFields({ values, readOnly, onChange, errors = {} }: OwnProfileFieldsProps) {
  const text = (
    field: keyof OwnProfileFormValues,
    label: string,
    placeholder: string,
    numeric = false,
    type: 'text' | 'email' | 'tel' = 'text',
  ) => (
    <TextInput
      label={label}
      name={field}
      type={type}
      error={errors[field]}
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
      <Stack
        gap="xs"
        component="fieldset"
        id={OWN_PARENTS_SECTION_ID}
        style={{ border: 0, padding: 0, margin: 0, scrollMarginTop: 80 }}
      >
        <Title order={2} fz="md" component="legend">
          Parents &amp; Guardians
        </Title>
        {readOnly ? null : (
          <Text size="sm" c="dimmed">
            Add a parent or guardian so they can follow your progress. If you give their e-mail, we will send them an
            invitation to make a parent account. Until you are old enough, they decide whether your videos may be
            stored.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {text('parentName', "Parent's name", 'e.g. Maria Striker')}
          {text('parentEmail', "Parent's e-mail", 'name@example.com', false, 'email')}
          {text('parentPhone', "Parent's phone", 'e.g. +44 20 7946 0000', false, 'tel')}
        </SimpleGrid>
      </Stack>
      {values.parentName.trim() === '' && values.parentContactInfo !== '' ? (
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
      ) : null}
    </Stack>
  );
}
