import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { serverMessageOf } from '../../api/api-error';
import { useSignupMutation } from '../../auth/auth-api';
import { useStoreSignedInUser } from '../../auth/use-store-signed-in-user';
import { showToast } from '../../common/toast';
import { greetingName } from '../../common/user-display';
import { hasInviteParameter, INVALID_INVITE_LINK_MESSAGE, inviteCodeFrom, inviteCodeRefusal } from './club-invite';
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
  const { search } = useLocation();
  const withInvite = hasInviteParameter(search);
  // A malformed code is still sent as it is: the contract refuses it, so nobody joins the wrong squad.
  const inviteCode = withInvite
    ? (inviteCodeFrom(search) ?? new URLSearchParams(search).get('invite') ?? '')
    : undefined;
  const [inviteProblem, setInviteProblem] = useState<string | undefined>(() =>
    withInvite && !inviteCodeFrom(search) ? INVALID_INVITE_LINK_MESSAGE : undefined,
  );
  const update = (field: keyof SignupForm) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setForm({ ...form, [field]: event.currentTarget.value });
    setErrors({ ...errors, [field]: undefined });
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const validated = validateSignupForm(form, inviteCode);
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
      const refusal = inviteCodeRefusal(error);
      if (refusal) setInviteProblem(refusal);
      showToast({
        title: 'Signup failed',
        message: refusal ?? serverMessageOf(error) ?? 'Failed to create account',
        tone: 'error',
      });
    }
  }

  return (
    <AuthLayout title="Create your account" subtitle="Join the programme and start your player journey.">
      <form onSubmit={handleSubmit} noValidate aria-label="Sign up">
        <Stack gap="md">
          {withInvite && !inviteProblem ? (
            <Alert color="pitch" variant="light" radius="md" title="Joining your club" data-testid="invite-note">
              You&apos;re signing up with your club&apos;s invite link: your account joins the squad it was made for.
            </Alert>
          ) : null}
          {inviteProblem ? (
            <Alert color="red" variant="light" radius="md" role="alert" title="Invite link not accepted">
              {inviteProblem}
            </Alert>
          ) : null}
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
