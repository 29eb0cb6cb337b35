import { Button, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import type { ConsentType } from '@portal/contracts';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { serverMessageOf } from '../../api/api-error';
import { redirectIfUnauthorized, useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { useCurrentUser } from '../../auth/use-current-user';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { showToast } from '../../common/toast';
import { useGetOwnPlayerQuery, useGetPlayerProfileQuery, useSetConsentMutation } from '../profile/profile-api';
import type { WelcomeState } from '../auth/SignupPage';
import {
  AFTER_WELCOME,
  consentsToGrant,
  guardianEmailed,
  type ProfileSetupState,
  WELCOME_CONSENTS,
  welcomeSwitch,
} from './welcome-step';

/**
 * Right after sign-up (issue 37): a player who decides their own consents is asked them here, each
 * optional and off until switched on; a player whose parent or guardian decides goes straight on to
 * /profile-setup, which says who was e-mailed. Staff go on as well.
 */
export default function WelcomePage() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const signup = (location.state ?? {}) as WelcomeState;
  const isPlayer = user?.role === 'player';
  const own = useGetOwnPlayerQuery(undefined, { skip: !isPlayer });
  const record = useGetPlayerProfileQuery(own.data?.id ?? '', { skip: !own.data });
  const error = own.error ?? record.error;
  useUnauthorizedRedirect(error);
  const [switchedOn, setSwitchedOn] = useState<Partial<Record<ConsentType, boolean>>>({});
  const [saving, setSaving] = useState(false);
  const [setConsent] = useSetConsentMutation();

  if (!isPlayer) return <Navigate to={AFTER_WELCOME} replace />;
  if (record.data?.consentDecidedBy === 'guardian') {
    const state: ProfileSetupState = { guardianEmailed: guardianEmailed(record.data, signup.guardianEmail) };
    return <Navigate to={AFTER_WELCOME} replace state={state} />;
  }

  const save = async () => {
    if (!record.data) return;
    setSaving(true);
    try {
      for (const consentType of consentsToGrant(record.data, switchedOn))
        await setConsent({ id: record.data.id, consent: { consentType, granted: true } }).unwrap();
    } catch (failure) {
      setSaving(false);
      if (redirectIfUnauthorized(failure)) return;
      showToast({
        title: 'Error',
        message: serverMessageOf(failure) ?? 'Your choices could not be saved. Try again.',
        tone: 'error',
      });
      return;
    }
    setSaving(false);
    showToast({ title: 'Choices saved', message: 'You can change them any time on your profile.', tone: 'success' });
    navigate(AFTER_WELCOME, { replace: true });
  };

  return (
    <Card withBorder radius="lg" padding="xl" maw={640} mx="auto">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        One more thing
      </Title>
      <Text c="dimmed" mt="xs" mb="lg">
        You decide what the club may do with your videos and data. Switch on what you&apos;re happy with. Every choice
        is optional, and you can change it any time on your profile.
      </Text>
      {error ? (
        <LoadErrorAlert
          title="Your choices could not be loaded"
          error={error}
          onRetry={() => void (own.error ? own.refetch() : record.refetch())}
        />
      ) : !record.data ? (
        <Skeleton height={180} aria-label="Loading your choices" />
      ) : (
        <form
          noValidate
          aria-label="Your choices"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Stack gap="lg">
            {WELCOME_CONSENTS.map((type) => {
              const { label, description } = welcomeSwitch(type);
              const granted = record.data?.consents.some((consent) => consent.consentType === type && consent.granted);
              return (
                <Switch
                  key={type}
                  size="md"
                  label={label}
                  description={description}
                  checked={granted || switchedOn[type] === true}
                  disabled={granted || saving}
                  onChange={(event) => {
                    const { checked } = event.currentTarget;
                    setSwitchedOn((current) => ({ ...current, [type]: checked }));
                  }}
                  styles={{ label: { fontWeight: 600 } }}
                />
              );
            })}
            <Group justify="space-between" gap="sm" mt="sm">
              <Button variant="subtle" onClick={() => navigate(AFTER_WELCOME, { replace: true })} disabled={saving}>
                Skip for now
              </Button>
              <Button type="submit" loading={saving}>
                Continue
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Card>
  );
}
