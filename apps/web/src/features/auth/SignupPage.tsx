import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { serverMessageOf } from '../../api/api-error';
import { useSignupMutation } from '../../auth/auth-api';
import { useStoreSignedInUser } from '../../auth/use-store-signed-in-user';
import { showToast } from '../../common/toast';
import { greetingName } from '../../common/user-display';
import { type FieldErrors, focusFirstInvalid, type SignupForm, validateSignupForm } from './auth-validation';
import { AuthLayout } from './AuthLayout';

const EMPTY_FORM: SignupForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };
const TOGGLE_PROPS = { 'aria-label': 'Show or hide password' };

/** Spec §2.5. */
export default function SignupPage() {
  const [signup, { isLoading }] = useSignupMutation();
  const storeSignedInUser = useStoreSignedInUser();
  const navigate = useNavigate();
  const [form, setForm] = useState<SignupForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors<SignupForm>>({});
  const update = (field: keyof SignupForm) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setForm({ ...form, [field]: event.currentTarget.value });
    setErrors({ ...errors, [field]: undefined });
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const validated = validateSignupForm(form);
    setErrors(validated.ok ? {} : validated.errors);
    if (!validated.ok) {
      showToast(validated.toast);
      focusFirstInvalid(event.currentTarget, validated.errors);
      return;
    }
    try {
      const user = await signup(validated.request).unwrap();
      await storeSignedInUser(user);
      showToast({
        title: 'Account created!',
        message: `Welcome, ${greetingName(user)}. Let's set up your profile.`,
        tone: 'success',
      });
      navigate('/profile-setup', { replace: true });
    } catch (error) {
      showToast({
        title: 'Signup failed',
        message: serverMessageOf(error) ?? 'Failed to create account',
        tone: 'error',
      });
    }
  }

  return (
    <AuthLayout title="Create your account" subtitle="Join the programme and start your player journey.">
      <form onSubmit={handleSubmit} noValidate aria-label="Sign up">
        <Stack gap="md">
          <Group grow gap="sm" align="flex-start" preventGrowOverflow={false} wrap="wrap">
            <TextInput
              label="First name"
              name="firstName"
              autoComplete="given-name"
              withAsterisk
              value={form.firstName}
              error={errors.firstName}
              onChange={update('firstName')}
              miw={140}
            />
            <TextInput
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              withAsterisk
              value={form.lastName}
              error={errors.lastName}
              onChange={update('lastName')}
              miw={140}
            />
          </Group>
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            withAsterisk
            value={form.email}
            error={errors.email}
            onChange={update('email')}
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="new-password"
            description={`At least ${MIN_PASSWORD_LENGTH} characters`}
            withAsterisk
            visibilityToggleButtonProps={TOGGLE_PROPS}
            value={form.password}
            error={errors.password}
            // Mantine's PasswordInput does not set it on the inner field itself.
            aria-invalid={errors.password ? true : undefined}
            onChange={update('password')}
          />
          <PasswordInput
            label="Confirm password"
            name="confirmPassword"
            autoComplete="new-password"
            withAsterisk
            visibilityToggleButtonProps={TOGGLE_PROPS}
            value={form.confirmPassword}
            error={errors.confirmPassword}
            // Mantine's PasswordInput does not set it on the inner field itself.
            aria-invalid={errors.confirmPassword ? true : undefined}
            onChange={update('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth loading={isLoading} mt="xs">
            Create Account
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Already have an account?{' '}
            <Anchor component={Link} to="/login" fw={600}>
              Login
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
