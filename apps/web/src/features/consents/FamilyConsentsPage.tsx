import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CONSENT_LABELS, type ConsentRequest, type PlayerProfile } from '@portal/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isApiError, serverMessageOf } from '../../api/api-error';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { useCurrentUser } from '../../auth/use-current-user';
import { InfoIcon } from '../../common/icons';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { PageHeader } from '../../common/PageHeader';
import { submitForm } from '../../common/submit';
import { ConsentsSection } from '../profile/ConsentsSection';
import { OWN_CONSENTS_PATH } from '../profile/profile-places';
import { useGetPlayerProfileQuery, useSetConsentMutation } from '../profile/profile-api';
import { useGetFamilyConsentRequestsQuery } from './consents-api';
import { viewerDay } from '../../common/dates';

const firstName = (record: PlayerProfile) => record.fullName?.split(' ')[0] ?? 'Your child';

/** The child's open consent requests, each granted with one click. */
function OpenRequests({ record, requests }: { record: PlayerProfile; requests: ConsentRequest[] }) {
  const [setConsent] = useSetConsentMutation();
  const [pending, setPending] = useState<string | null>(null);
  const name = firstName(record);
  if (requests.length === 0 || record.consentDecidedBy !== 'guardian') return null;
  const grant = async (request: ConsentRequest) => {
    setPending(request.id);
    await submitForm({
      validate: () => ({
        ok: true,
        request: { id: record.id, consent: { consentType: request.consentType, granted: true } },
      }),
      send: (change) => setConsent(change).unwrap(),
      success: { title: 'Consent updated successfully', message: `${name} can go ahead now.`, tone: 'success' },
      failure: (error) => ({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Failed to update consent',
        tone: 'error',
      }),
    });
    setPending(null);
  };
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="consent-requests">
      <Title order={2} fz="md" mb="xs">
        {name} is waiting for you
      </Title>
      <Stack gap="sm">
        {requests.map((request) => {
          const label = CONSENT_LABELS[request.consentType];
          return (
            <Group key={request.id} justify="space-between" gap="sm">
              <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
                <Text fw={600}>
                  {name} asks you to allow {label.label.toLowerCase()}
                </Text>
                <Text size="sm" c="dimmed">
                  {label.description} Asked on {viewerDay(request.requestedAt)}.
                </Text>
              </div>
              <Button loading={pending === request.id} disabled={pending !== null} onClick={() => void grant(request)}>
                Allow {label.label.toLowerCase()}
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}

/** /family/:childId/consents: a parent decides a minor child's consents, and sees an older child's. */
export default function FamilyConsentsPage() {
  const { childId = '' } = useParams();
  const { user } = useCurrentUser();
  const isParent = user?.role === 'parent';
  const record = useGetPlayerProfileQuery(childId, { skip: !isParent || childId === '' });
  const requests = useGetFamilyConsentRequestsQuery(undefined, { skip: !isParent });
  useUnauthorizedRedirect(record.error);

  if (!isParent)
    return (
      <>
        <PageHeader title="A child's consents" />
        <Alert
          color="blue"
          variant="light"
          icon={<InfoIcon size={18} />}
          title="This page is for parents and guardians"
        >
          {user?.role === 'player' ? (
            <>
              <Text size="sm" mb="xs">
                Parents and guardians decide their child&apos;s consents here. Your own consents are under Consents
                &amp; Permissions on your Profile.
              </Text>
              <Button component={Link} to={OWN_CONSENTS_PATH} size="xs" variant="light">
                Open my consents
              </Button>
            </>
          ) : (
            <Text size="sm">
              Parents and guardians decide their child&apos;s consents here. Staff read a player&apos;s consents on the
              player&apos;s profile, from the Coach Dashboard.
            </Text>
          )}
        </Alert>
      </>
    );

  if (record.isLoading)
    return (
      <>
        <PageHeader title="Your child's consents" />
        <Skeleton height={200} aria-label="Loading your child's consents" />
      </>
    );

  if (record.error || !record.data) {
    const missing = isApiError(record.error) && (record.error.status === 404 || record.error.status === 400);
    return (
      <>
        <PageHeader title="Your child's consents" />
        {missing ? (
          <Alert color="orange" variant="light" title="Child not found" role="status">
            We could not find this child in your family. Open the link from your e-mail again, or choose a child from
            your family page.
          </Alert>
        ) : (
          <LoadErrorAlert
            title="Your child's consents could not be loaded"
            message={serverMessageOf(record.error) ?? undefined}
            onRetry={() => void record.refetch()}
          />
        )}
      </>
    );
  }

  const child = record.data;
  const name = firstName(child);
  const open = (requests.data ?? []).filter((request) => request.playerId === child.id);
  return (
    <>
      <PageHeader
        title={`${name}'s consents`}
        subtitle={
          child.consentDecidedBy === 'guardian'
            ? `Until ${name} is ${child.consentAge}, you decide what the club may store and share.`
            : `${name} is ${child.consentAge} or older and decides these; you can see them here.`
        }
      />
      <Stack gap="lg">
        {requests.error ? (
          <LoadErrorAlert title={`${name}'s requests could not be loaded`} onRetry={() => void requests.refetch()} />
        ) : (
          <OpenRequests record={child} requests={open} />
        )}
        <Card withBorder radius="lg" padding="lg">
          <ConsentsSection record={child} viewer="guardian" title={`${name}'s consents in detail`} headingOrder={2} />
        </Card>
      </Stack>
    </>
  );
}
