import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { serverMessageOf } from '../../api/api-error';
import { useRequestPasswordResetMutation } from '../../auth/auth-api';
import type { FieldErrors, ForgotPasswordForm } from './auth-validation';
import { EmailField } from './AuthFields';
import { AuthLayout } from './AuthLayout';
import { PublicForm } from './PublicForm';

/** Asks for the e-mail a reset link goes to; the answer never says whether an account uses it. */
export default function ForgotPasswordPage() {
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [form, setForm] = useState<ForgotPasswordForm>({ email: '' });
  const [errors, setErrors] = useState<FieldErrors<ForgotPasswordForm>>({});
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const [{ validateForgotPasswordForm, focusFirstInvalid }, { submitForm }] = await Promise.all([
      import('./auth-validation'),
      import('../../common/submit'),
    ]);
    await submitForm({
      form: { setErrors },
      validate: () => {
        const validated = validateForgotPasswordForm(form);
        if (!validated.ok) focusFirstInvalid(formElement, validated.fieldErrors ?? {});
        return validated;
      },
      send: (request) => requestReset(request).unwrap(),
      onSuccess: ({ message }) => setSentMessage(message),
      // No success toast: the page itself changes to "Check your email".
      failure: (error) => ({
        title: 'Could not send the link',
        message: serverMessageOf(error) ?? 'Something went wrong. Please try again in a moment.',
        tone: 'error',
      }),
    });
  }

  if (sentMessage) {
    return (
      <AuthLayout title="Check your email" subtitle="A link to choose a new password is on its way.">
        <Stack gap="md">
          <Alert color="teal" variant="light" role="status" title="Link sent">
            {sentMessage}
          </Alert>
          <Text size="sm" c="dimmed">
            Nothing after a few minutes? Check your spam folder, or ask for a new link.
          </Text>
          <Button variant="default" onClick={() => setSentMessage(null)}>
            Ask for a new link
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/login" fw={600}>
              Back to login
            </Anchor>
          </Text>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your email and we'll send you a link to choose a new one."
    >
      <PublicForm onSubmit={handleSubmit} label="Forgot password">
        <Stack gap="md">
          <EmailField
            value={form.email}
            error={errors.email}
            onChange={(event) => {
              setForm({ email: event.currentTarget.value });
              setErrors({});
            }}
          />
          <Button type="submit" size="md" fullWidth loading={isLoading} mt="xs">
            Send reset link
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Remembered it?{' '}
            <Anchor component={Link} to="/login" fw={600}>
              Back to login
            </Anchor>
          </Text>
        </Stack>
      </PublicForm>
    </AuthLayout>
  );
}
