import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError, serverMessageOf } from '../../api/api-error';
import { useResetPasswordMutation } from '../../auth/auth-api';
import type { FieldErrors, ResetPasswordForm } from './auth-validation';
import { AuthLayout } from './AuthLayout';
import { ConfirmPasswordField, NewPasswordField } from './NewPasswordFields';
import { resetTokenFromHash } from './reset-link';

const EMPTY_FORM: ResetPasswordForm = { newPassword: '', confirmPassword: '' };

/** The server refused the link itself (used, expired, altered), not the password. */
function isDeadLink(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 400) return false;
  const errors = (error.body as { errors?: { field?: string }[] } | null)?.errors;
  return Array.isArray(errors) && errors.some((item) => item.field === 'token');
}

function DeadLink() {
  return (
    <AuthLayout title="This link no longer works" subtitle="Reset links work once, for 30 minutes.">
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert" title="Link invalid or expired">
          This reset link is invalid, has expired or has already been used. Ask for a new one.
        </Alert>
        <Button component={Link} to="/forgot-password" size="md" fullWidth>
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

/** Opened from the e-mailed link: sets a new password, which signs the user out everywhere. */
export default function ResetPasswordPage() {
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const navigate = useNavigate();
  // Read once; the fragment then leaves the address bar so the token does not linger in history.
  const [token] = useState(() => resetTokenFromHash(window.location.hash));
  const [linkDead, setLinkDead] = useState(!token);
  const [form, setForm] = useState<ResetPasswordForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors<ResetPasswordForm>>({});
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  const update = (field: keyof ResetPasswordForm) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setForm({ ...form, [field]: event.currentTarget.value });
    setErrors({ ...errors, [field]: undefined });
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const [{ validateResetPasswordForm, focusFirstInvalid }, { submitForm }] = await Promise.all([
      import('./auth-validation'),
      import('../../common/submit'),
    ]);
    await submitForm({
      form: { setErrors },
      validate: () => {
        const validated = validateResetPasswordForm(form, token ?? '');
        if (!validated.ok) focusFirstInvalid(formElement, validated.fieldErrors ?? {});
        return validated;
      },
      send: (request) => resetPassword(request).unwrap(),
      onSuccess: () => navigate('/login', { replace: true }),
      success: {
        title: 'Password changed',
        message: 'Log in with your new password. You have been signed out everywhere else.',
        tone: 'success',
      },
      failureShownByPage: (error) => {
        if (isDeadLink(error)) setLinkDead(true);
        return isDeadLink(error);
      },
      failure: (error) => ({
        title: 'Could not change the password',
        message: serverMessageOf(error) ?? 'Something went wrong. Please try again in a moment.',
        tone: 'error',
      }),
    });
  }

  if (linkDead) return <DeadLink />;

  return (
    <AuthLayout title="Choose a new password" subtitle="You will be signed out everywhere, then log in with it.">
      <form onSubmit={handleSubmit} noValidate aria-label="Choose a new password">
        <Stack gap="md">
          <NewPasswordField
            label="New password"
            name="newPassword"
            ruleIn="placeholder"
            value={form.newPassword}
            error={errors.newPassword}
            onChange={update('newPassword')}
          />
          <ConfirmPasswordField
            label="Confirm new password"
            placeholder="Type it again"
            value={form.confirmPassword}
            error={errors.confirmPassword}
            onChange={update('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth loading={isLoading} mt="xs">
            Set new password
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
