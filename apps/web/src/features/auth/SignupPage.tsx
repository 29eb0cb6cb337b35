import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { serverMessageOf } from '../../api/api-error';
import { useSignupMutation } from '../../auth/auth-api';
import { useStoreSignedInUser } from '../../auth/use-store-signed-in-user';
import { showToast } from '../../common/toast';
import { greetingName } from '../../common/user-display';
import { type FieldErrors, focusFirstInvalid, type SignupForm, validateSignupForm } from './auth-validation';
import { EmailField } from './AuthFields';
import { AuthLayout } from './AuthLayout';
import { ConfirmPasswordField, NewPasswordField } from './NewPasswordFields';

const EMPTY_FORM: SignupForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };
/** The two name fields, side by side. */
const NAME_FIELDS = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
] as const;

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
            {NAME_FIELDS.map(({ field, label, autoComplete }) => (
              <TextInput
                key={field}
                label={label}
                name={field}
                autoComplete={autoComplete}
                withAsterisk
                value={form[field]}
                error={errors[field]}
                onChange={update(field)}
                miw={140}
              />
            ))}
          </Group>
          <EmailField value={form.email} error={errors.email} onChange={update('email')} />
          <NewPasswordField
            label="Password"
            name="password"
            ruleIn="description"
            value={form.password}
            error={errors.password}
            onChange={update('password')}
          />
          <ConfirmPasswordField
            label="Confirm password"
            value={form.confirmPassword}
            error={errors.confirmPassword}
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
