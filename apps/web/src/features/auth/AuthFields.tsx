import { Group, PasswordInput, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';

// No runtime import of @portal/contracts here: it pulls in zod, and the login page must stay without it.

const TOGGLE_PROPS = { 'aria-label': 'Show or hide password' };

/** What every field of the auth forms takes from its form. */
export interface AuthFieldProps {
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The e-mail field of login, sign-up and forgot-password. */
export function EmailField(props: AuthFieldProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      placeholder="you@example.com"
      withAsterisk
      {...props}
    />
  );
}

const NAME_FIELDS = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
] as const;

export type NameField = (typeof NAME_FIELDS)[number]['field'];

/** First and last name side by side (sign-up, accepting a staff invitation). */
export function NameFields({
  values,
  errors,
  onChange,
}: {
  values: Record<NameField, string>;
  errors: Partial<Record<NameField, string>>;
  onChange: (field: NameField) => AuthFieldProps['onChange'];
}) {
  return (
    <Group grow gap="sm" align="flex-start" preventGrowOverflow={false} wrap="wrap">
      {NAME_FIELDS.map(({ field, label, autoComplete }) => (
        <TextInput
          key={field}
          label={label}
          name={field}
          autoComplete={autoComplete}
          withAsterisk
          value={values[field]}
          error={errors[field]}
          onChange={onChange(field)}
          miw={140}
        />
      ))}
    </Group>
  );
}

export interface PasswordFieldProps extends AuthFieldProps {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  placeholder?: string;
  description?: string;
}

/** A required password field with the show/hide toggle. */
export function PasswordField({ error, ...props }: PasswordFieldProps) {
  return (
    <PasswordInput
      withAsterisk
      visibilityToggleButtonProps={TOGGLE_PROPS}
      error={error}
      // Mantine's PasswordInput does not set it on the inner field itself.
      aria-invalid={error ? true : undefined}
      {...props}
    />
  );
}
