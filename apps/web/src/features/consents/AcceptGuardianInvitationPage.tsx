import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import {
  GUARDIAN_INVITATION_EMAIL_TAKEN_MESSAGE,
  GUARDIAN_INVITATION_INVALID_MESSAGE,
  GUARDIAN_INVITATION_NEEDS_PARENT_ACCOUNT_MESSAGE,
  GUARDIAN_INVITATION_TTL_DAYS,
} from '@portal/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { serverMessageOf } from '../../api/api-error';
import { useCurrentUser } from '../../auth/use-current-user';
import { useStoreSignedInUser } from '../../auth/use-store-signed-in-user';
import { serverFieldErrorsOf } from '../../common/field-errors';
import { submitForm } from '../../common/submit';
import type { Toast } from '../../common/toast';
import { NameFields } from '../auth/AuthFields';
import { AuthLayout } from '../auth/AuthLayout';
import { isDeadInvitation } from '../auth/club-invite';
import { AccountPasswordFields } from '../auth/NewPasswordFields';
import { useAcceptGuardianInvitationMutation } from './consents-api';
import {
  type GuardianAccountForm,
  guardianInvitationToken,
  validateGuardianAccountForm,
} from './guardian-invitation-link';

const EMPTY_FORM: GuardianAccountForm = { firstName: '', lastName: '', password: '', confirmPassword: '' };

function DeadInvitation() {
  return (
    <AuthLayout
      title="This invitation no longer works"
      subtitle={`Invitation links work once, for ${GUARDIAN_INVITATION_TTL_DAYS} days.`}
    >
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert" title="Invitation invalid or expired">
          {GUARDIAN_INVITATION_INVALID_MESSAGE} Your child, their coach or the club can send a new one from their
          profile.
        </Alert>
        <Text size="sm" ta="center">
          Already made your parent account?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Login
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}

/**
 * /accept-guardian-invitation#token=… (also `?token=`), opened from the e-mail a parent or guardian
 * gets when a child adds them: signed out, they make a parent account and are signed in; signed in
 * as a parent, one button adds the child; any other account is told to sign out first.
 */
export default function AcceptGuardianInvitationPage() {
  const { user } = useCurrentUser();
  const [accept, { isLoading }] = useAcceptGuardianInvitationMutation();
  const storeSignedInUser = useStoreSignedInUser();
  const navigate = useNavigate();
  // Read once; the token then leaves the address bar so it does not linger in history.
  const [token] = useState(() => guardianInvitationToken(window.location.hash, window.location.search));
  const [linkDead, setLinkDead] = useState(!token);
  const [form, setForm] = useState<GuardianAccountForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (window.location.hash || window.location.search)
      window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  const update = (field: keyof GuardianAccountForm) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setForm({ ...form, [field]: event.currentTarget.value });
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  /** A dead link shows its own page; a refused field is under it (submitForm); anything else is said above the form. */
  const refused = (error: unknown): Toast => {
    const message = serverMessageOf(error) ?? 'Something went wrong. Please try again in a moment.';
    if (isDeadInvitation(error)) setLinkDead(true);
    else if (!serverFieldErrorsOf(error)) setProblem(message);
    return { title: 'Invitation not accepted', message, tone: 'error' };
  };

  async function createAccount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = event.currentTarget.elements;
    setProblem(null);
    await submitForm({
      form: { setErrors },
      validate: () => {
        const validated = validateGuardianAccountForm(form, token ?? '');
        const first = validated.ok ? undefined : Object.keys(validated.fieldErrors ?? {})[0];
        const element = first ? fields.namedItem(first) : null;
        if (element instanceof HTMLElement) element.focus();
        return validated;
      },
      send: async (request) => {
        const accepted = await accept(request).unwrap();
        await storeSignedInUser(accepted.user);
        return accepted;
      },
      onSuccess: (accepted) => navigate(`/family/${accepted.child.playerId}`, { replace: true }),
      success: (accepted) => ({
        title: 'Welcome',
        message: `You now follow ${accepted.child.fullName ?? 'your child'}.`,
        tone: 'success',
      }),
      failure: refused,
    });
  }

  async function linkChild() {
    setProblem(null);
    await submitForm({
      validate: () => ({ ok: true, request: { token: token ?? '' } }),
      send: (request) => accept(request).unwrap(),
      onSuccess: (accepted) => navigate(`/family/${accepted.child.playerId}`, { replace: true }),
      success: (accepted) => ({
        title: 'Child added',
        message: `You now follow ${accepted.child.fullName ?? 'your child'}.`,
        tone: 'success',
      }),
      failure: refused,
    });
  }

  if (linkDead) return <DeadInvitation />;

  if (user && user.role !== 'parent')
    return (
      <AuthLayout title="Accept a guardian invitation" subtitle="This link is for a parent or guardian.">
        <Alert color="orange" variant="light" role="alert" title="Not a parent account">
          {GUARDIAN_INVITATION_NEEDS_PARENT_ACCOUNT_MESSAGE}
        </Alert>
      </AuthLayout>
    );

  if (user)
    return (
      <AuthLayout title="Add a child to your account" subtitle="You have been invited as a parent or guardian.">
        <Stack gap="md">
          <Text size="sm">
            You are signed in as {user.email}. Add this child to your parent account to follow their progress and decide
            their consents.
          </Text>
          {problem ? (
            <Alert color="red" variant="light" role="alert" title="Could not add the child">
              {problem}
            </Alert>
          ) : null}
          <Button size="md" fullWidth loading={isLoading} onClick={() => void linkChild()}>
            Add this child to my account
          </Button>
        </Stack>
      </AuthLayout>
    );

  return (
    <AuthLayout
      title="Create your parent account"
      subtitle="Your child has added you as their parent or guardian on the Player Portal."
    >
      <form onSubmit={createAccount} noValidate aria-label="Create your parent account">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            You sign in with the e-mail address this invitation was sent to and the password you choose here.
          </Text>
          {problem ? (
            <Alert color="red" variant="light" role="alert" title="Could not create your account">
              {problem}
              {problem === GUARDIAN_INVITATION_EMAIL_TAKEN_MESSAGE ? (
                <>
                  {' '}
                  <Anchor component={Link} to="/login" fw={600}>
                    Login
                  </Anchor>
                </>
              ) : null}
            </Alert>
          ) : null}
          <NameFields values={form} errors={errors} onChange={update} />
          <AccountPasswordFields values={form} errors={errors} onChange={update} />
          <Button type="submit" size="md" fullWidth loading={isLoading} mt="xs">
            Create my parent account
          </Button>
          <Text size="sm" ta="center">
            Already have a parent account?{' '}
            <Anchor component={Link} to="/login" fw={600}>
              Login
            </Anchor>{' '}
            first, then open the link again.
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
