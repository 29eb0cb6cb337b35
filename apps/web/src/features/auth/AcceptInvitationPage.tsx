import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { STAFF_INVITATION_TTL_DAYS } from '@portal/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { serverMessageOf } from '../../api/api-error';
import { useStoreSignedInUser } from '../../auth/use-store-signed-in-user';
import { submitForm } from '../../common/submit';
import { greetingName } from '../../common/user-display';
import {
  type AcceptInvitationForm,
  type FieldErrors,
  focusFirstInvalid,
  validateAcceptInvitationForm,
} from './auth-validation';
import { NameFields } from './AuthFields';
import { AuthLayout } from './AuthLayout';
import { invitationTokenFromHash, isDeadInvitation } from './club-invite';
import { useAcceptStaffInvitationMutation } from './club-invites-api';
import { AccountPasswordFields } from './NewPasswordFields';

const EMPTY_FORM: AcceptInvitationForm = { firstName: '', lastName: '', password: '', confirmPassword: '' };

function DeadInvitation() {
  return (
    <AuthLayout
      title="This invitation no longer works"
      subtitle={`Invitation links work once, for ${STAFF_INVITATION_TTL_DAYS} days.`}
    >
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert" title="Invitation invalid or expired">
          This invitation link is invalid, has expired or has already been used. Ask your club admin for a new one.
        </Alert>
        <Text size="sm" ta="center">
          Already made your account?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Login
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}

/** Opened from a staff invitation e-mail: the coach or admin makes their account and is signed in. */
export default function AcceptInvitationPage() {
  const [accept, { isLoading }] = useAcceptStaffInvitationMutation();
  const storeSignedInUser = useStoreSignedInUser();
  const navigate = useNavigate();
  // Read once; the fragment then leaves the address bar so the token does not linger in history.
  const [token] = useState(() => invitationTokenFromHash(window.location.hash));
  const [linkDead, setLinkDead] = useState(!token);
  const [form, setForm] = useState<AcceptInvitationForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors<AcceptInvitationForm>>({});
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  const update = (field: keyof AcceptInvitationForm) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setForm({ ...form, [field]: event.currentTarget.value });
    setErrors({ ...errors, [field]: undefined });
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    await submitForm({
      form: { setErrors },
      validate: () => {
        const validated = validateAcceptInvitationForm(form, token ?? '');
        if (!validated.ok) focusFirstInvalid(formElement, validated.fieldErrors ?? {});
        return validated;
      },
      send: (request) => accept(request).unwrap(),
      onSuccess: async (user) => {
        await storeSignedInUser(user);
        navigate('/dashboard', { replace: true });
      },
      success: (user) => ({
        title: 'Welcome to your club',
        message: `Your account is ready, ${greetingName(user)}.`,
        tone: 'success',
      }),
      failureShownByPage: (error) => {
        if (isDeadInvitation(error)) setLinkDead(true);
        return isDeadInvitation(error);
      },
      failure: (error) => ({
        title: 'Could not create your account',
        message: serverMessageOf(error) ?? 'Something went wrong. Please try again in a moment.',
        tone: 'error',
      }),
    });
  }

  if (linkDead) return <DeadInvitation />;

  return (
    <AuthLayout title="Join your club" subtitle="You have been invited as staff. Create your account to start.">
      <form onSubmit={handleSubmit} noValidate aria-label="Accept invitation">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Your e-mail address is the one the invitation was sent to; you sign in with it and this password.
          </Text>
          <NameFields values={form} errors={errors} onChange={update} />
          <AccountPasswordFields values={form} errors={errors} onChange={update} />
          <Button type="submit" size="md" fullWidth loading={isLoading} mt="xs">
            Create my account
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
