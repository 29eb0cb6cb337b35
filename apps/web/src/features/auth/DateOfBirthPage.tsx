import { Anchor, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, serverMessageOf } from '../../api/api-error';
import { useAppDispatch } from '../../app/hooks';
import { authApi, useDeclareBirthDateMutation } from '../../auth/auth-api';
import { sanitizeReturnTo } from '../../auth/return-to';
import { LOGOUT_NAVIGATION_PATH } from '../../auth/unauthorized';
import { submitForm } from '../../common/submit';
import { AuthLayout } from './AuthLayout';
import { type BirthDateParts, birthDateFromParts, birthDatePartsProblem, EMPTY_BIRTH_DATE } from './birth-date-form';
import { DateOfBirthFields } from './DateOfBirthFields';

/**
 * The age question, asked once of an account that has no date of birth on file (ARCHITECTURE §9),
 * before any other signed-in screen (route-guards' SignedInArea sends it here): the same neutral
 * day, month and year as sign-up, then on to where the user was going. Already answered (409, from
 * another tab): it just goes on.
 */
export default function DateOfBirthPage() {
  const [declare, { isLoading }] = useDeclareBirthDateMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const destination = sanitizeReturnTo(searchParams.get('returnTo')) ?? '/dashboard';
  const [parts, setParts] = useState<BirthDateParts>(EMPTY_BIRTH_DATE);
  const [error, setError] = useState<string | undefined>();

  const update = (field: keyof BirthDateParts) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setParts((current) => ({ ...current, [field]: value }));
    setError(undefined);
  };

  const goOn = () => {
    // The user is answered: the gate lets every screen through at once, while the refetch confirms it.
    dispatch(
      authApi.util.updateQueryData('getCurrentUser', undefined, (user) => {
        if (user) user.needsDateOfBirth = false;
      }),
    );
    navigate(destination, { replace: true });
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    await submitForm({
      form: { setErrors: (errors) => setError(errors.dateOfBirth) },
      validate: () => {
        const problem = birthDatePartsProblem(parts);
        if (!problem) return { ok: true, request: { dateOfBirth: birthDateFromParts(parts) } };
        (formElement.elements.namedItem('birthDay') as HTMLInputElement | null)?.focus();
        return {
          ok: false,
          toast: { title: 'Check your date of birth', message: problem, tone: 'error' },
          fieldErrors: { dateOfBirth: problem },
        };
      },
      send: async (request) => {
        try {
          return await declare(request).unwrap();
        } catch (failure) {
          if (isApiError(failure) && failure.status === 409) return null; // answered already
          throw failure;
        }
      },
      onSuccess: goOn,
      success: { title: 'Thank you', message: 'Your date of birth is saved.', tone: 'success' },
      failure: (failure) => ({
        title: 'Not saved',
        message: serverMessageOf(failure) ?? 'Your date of birth could not be saved. Try again.',
        tone: 'error',
      }),
    });
  }

  return (
    <AuthLayout
      title="When were you born?"
      subtitle="We ask everyone this once, so we know who looks after your account's choices."
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Date of birth" method="post">
        <Stack gap="md">
          <DateOfBirthFields values={parts} error={error} onChange={update} />
          <Button type="submit" size="md" fullWidth loading={isLoading} mt="xs">
            Continue
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Not you?{' '}
            <Anchor href={LOGOUT_NAVIGATION_PATH} fw={600}>
              Log out
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
