import { PasswordInput, TextInput } from '@mantine/core';
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
