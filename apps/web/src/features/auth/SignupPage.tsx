import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { serverMessageOf } from '../../api/api-error';
import { useSignupMutation } from '../../auth/auth-api';
import { useStoreSignedInUser } from '../../auth/use-store-signed-in-user';
import { submitForm } from '../../common/submit';
import { greetingName } from '../../common/user-display';
import { INVALID_INVITE_LINK_MESSAGE, inviteCodeFrom, inviteCodeRefusal } from './club-invite';
import { hasInviteParameter } from './invite-link';
import { type FieldErrors, focusFirstInvalid, type SignupForm, validateSignupForm } from './auth-validation';
import { asksForGuardianEmail, EMPTY_BIRTH_DATE } from './birth-date-form';
import { DateOfBirthFields } from './DateOfBirthFields';
import { EmailField, NameFields } from './AuthFields';
import { AuthLayout } from './AuthLayout';
import { AccountPasswordFields } from './NewPasswordFields';
import { PublicForm } from './PublicForm';

const EMPTY_FORM: SignupForm = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  ...EMPTY_BIRTH_DATE,
  guardianEmail: '',
};

/** Where a new player goes next: /welcome, which asks their consents or says who decides them. */
export interface WelcomeState {
  /** The parent's or guardian's e-mail the sign-up sent, when it was asked. */
  guardianEmail?: string;
}

/** Spec §2.5. */
export default function SignupPage() {
  const [signup, { isLoading }] = useSignupMutation();
  const storeSignedInUser = useStoreSignedInUser();
  const navigate = useNavigate();
  const [form, setForm] = useState<SignupForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors<SignupForm> & { dateOfBirth?: string }>({});
  // Under the club's consent age the server asks for a guardian's e-mail (400 guardianEmail): the
  // field appears then, never before, so the form hints at no age.
  const [askGuardian, setAskGuardian] = useState(false);
  const guardianField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (askGuardian) guardianField.current?.focus();
  }, [askGuardian]);
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
    const { value } = event.currentTarget;
    setForm((current) => ({ ...current, [field]: value }));
    const birthDatePart = field === 'birthDay' || field === 'birthMonth' || field === 'birthYear';
    setErrors((current) => ({ ...current, [birthDatePart ? 'dateOfBirth' : field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    await submitForm({
      form: { setErrors },
      validate: () => {
        const validated = validateSignupForm(form, inviteCode, { askGuardian });
        if (!validated.ok) focusFirstInvalid(formElement, validated.fieldErrors ?? {});
        return validated;
      },
      send: (request) => signup(request).unwrap(),
      onSuccess: async (user) => {
        await storeSignedInUser(user);
        const state: WelcomeState = askGuardian ? { guardianEmail: form.guardianEmail.trim() } : {};
        navigate('/welcome', { replace: true, state });
      },
      // Not an error: the page asks the one more thing it needs, keeping what was typed.
      failureShownByPage: (error) => {
        if (askGuardian || !asksForGuardianEmail(error)) return false;
        setAskGuardian(true);
        return true;
      },
      success: (user) => ({
        title: 'Account created!',
        message: `Welcome, ${greetingName(user)}. Let's set up your profile.`,
        tone: 'success',
      }),
      failure: (error) => {
        const refusal = inviteCodeRefusal(error);
        if (refusal) setInviteProblem(refusal);
        return {
          title: 'Signup failed',
          message: refusal ?? serverMessageOf(error) ?? 'Failed to create account',
          tone: 'error',
        };
      },
    });
  }

  return (
    <AuthLayout title="Create your account" subtitle="Join the programme and start your player journey.">
      <PublicForm onSubmit={handleSubmit} label="Sign up">
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
          <NameFields values={form} errors={errors} onChange={update} />
          <DateOfBirthFields values={form} error={errors.dateOfBirth} onChange={update} />
          <EmailField value={form.email} error={errors.email} onChange={update('email')} />
          <AccountPasswordFields values={form} errors={errors} onChange={update} />
          {askGuardian ? (
            <TextInput
              ref={guardianField}
              label="Parent's or guardian's email"
              description="We'll email your parent or guardian so they can look after your account's choices with you."
              type="email"
              name="guardianEmail"
              autoComplete="off"
              withAsterisk
              value={form.guardianEmail}
              error={errors.guardianEmail}
              onChange={update('guardianEmail')}
            />
          ) : null}
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
      </PublicForm>
    </AuthLayout>
  );
}
