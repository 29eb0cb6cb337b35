import { Anchor, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { serverMessageOf } from '../../api/api-error';
import { useLoginMutation } from '../../auth/auth-api';
import { sanitizeReturnTo } from '../../auth/return-to';
import { useStoreSignedInUser } from '../../auth/use-store-signed-in-user';
import { greetingName } from '../../common/user-display';
import type { FieldErrors, LoginForm } from './auth-validation';
import { EmailField, PasswordField } from './AuthFields';
import { AuthLayout } from './AuthLayout';
import { PublicForm } from './PublicForm';

/** Spec §2.4. */
export default function LoginPage() {
  const [login, { isLoading }] = useLoginMutation();
  const storeSignedInUser = useStoreSignedInUser();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = sanitizeReturnTo(searchParams.get('returnTo'));
  const [form, setForm] = useState<LoginForm>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginForm>>({});
  const update = (field: keyof LoginForm) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget; // React clears currentTarget once the handler awaits.
    // The login contract (zod) loads on the first submit, not with the page (docs/web.md, Bundle).
    const [{ validateLoginForm, focusFirstInvalid }, { submitForm }] = await Promise.all([
      import('./auth-validation'),
      import('../../common/submit'),
    ]);
    await submitForm({
      form: { setErrors },
      unauthorizedIsFailure: true,
      validate: () => {
        const validated = validateLoginForm(form);
        if (!validated.ok) focusFirstInvalid(formElement, validated.fieldErrors ?? {});
        return validated;
      },
      send: (request) => login(request).unwrap(),
      onSuccess: async (user) => {
        await storeSignedInUser(user);
        navigate(returnTo ?? '/dashboard', { replace: true });
      },
      success: (user) => ({
        title: 'Welcome back!',
        message: `Good to see you, ${greetingName(user)}.`,
        tone: 'success',
      }),
      failure: (error) => ({
        title: 'Login failed',
        message: serverMessageOf(error) ?? 'Invalid email or password',
        tone: 'error',
      }),
    });
  }

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to your player portal.">
      <PublicForm onSubmit={handleSubmit} label="Login">
        <Stack gap="md">
          <EmailField value={form.email} error={errors.email} onChange={update('email')} />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            placeholder="Your password"
            value={form.password}
            error={errors.password}
            onChange={update('password')}
          />
          <Anchor component={Link} to="/forgot-password" size="sm" fw={600} mt={-8} style={{ alignSelf: 'flex-end' }}>
            Forgot password?
          </Anchor>
          <Button type="submit" size="md" fullWidth loading={isLoading} mt="xs">
            Login
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Don&apos;t have an account?{' '}
            <Anchor component={Link} to="/signup" fw={600}>
              Sign up
            </Anchor>
          </Text>
        </Stack>
      </PublicForm>
    </AuthLayout>
  );
}
