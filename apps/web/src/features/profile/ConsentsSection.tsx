import { Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import {
  CONSENT_LABELS,
  type Consent,
  type ConsentType,
  MEDIA_WITHDRAWAL_NOTICE,
  formatConsentDate,
  type PlayerProfile,
  SHARE_WITHDRAWAL_NOTICE,
  mediaDeletionDueAt,
} from '@portal/contracts';
import { useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { redirectIfUnauthorized } from '../../auth/unauthorized-redirect';
import { showToast } from '../../common/toast';
import { useGetConsentHistoryQuery, useSetConsentMutation } from './profile-api';

function ConsentHistory({ playerId }: { playerId: string }) {
  const { data } = useGetConsentHistoryQuery(playerId);
  if (!data || data.length === 0) return null;
  return (
    <Stack gap={2} mt="xs" data-testid="consent-history">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        History
      </Text>
      {data.slice(0, 5).map((entry) => (
        <Text key={entry.id} size="xs" c="dimmed">
          {CONSENT_LABELS[entry.consentType].label} {entry.granted ? 'granted' : 'withdrawn'} by{' '}
          {entry.changedByName ?? 'someone'}
          {entry.changedByRole && entry.changedByRole !== 'player' ? ` (${entry.changedByRole})` : ''} on{' '}
          {new Date(entry.changedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
        </Text>
      ))}
    </Stack>
  );
}

const WITHDRAWAL_NOTICES: Partial<Record<ConsentType, string>> = {
  media: MEDIA_WITHDRAWAL_NOTICE,
  video_share: SHARE_WITHDRAWAL_NOTICE,
};

/** What withdrawing does, said where it is done; once media is withdrawn, the date its deletion is due. */
function WithdrawalNotice({ consent }: { consent: Consent }) {
  if (consent.consentType === 'media' && !consent.granted && consent.updatedAt)
    return (
      <Text size="sm" c="red.9" data-testid="media-deletion-notice">
        Videos and photos are hidden. They will be deleted on {formatConsentDate(mediaDeletionDueAt(consent.updatedAt))}{' '}
        unless consent is given again.
      </Text>
    );
  const notice = WITHDRAWAL_NOTICES[consent.consentType];
  if (!consent.granted || !notice) return null;
  return (
    <Text size="xs" c="dimmed" data-testid={`${consent.consentType}-withdrawal-notice`}>
      {notice}
    </Text>
  );
}

/** Consents & Permissions: each toggle saves on change (spec §4) with the spec's toasts. */
export function ConsentsSection({ record, canEdit }: { record: PlayerProfile; canEdit: boolean }) {
  const [setConsent] = useSetConsentMutation();
  const [pending, setPending] = useState<ConsentType | null>(null);

  const change = async (consentType: ConsentType, granted: boolean) => {
    setPending(consentType);
    try {
      await setConsent({ id: record.id, consent: { consentType, granted } }).unwrap();
      showToast({ title: 'Consent updated successfully', message: '', tone: 'success' });
    } catch (error) {
      if (redirectIfUnauthorized(error)) return;
      showToast({ title: 'Error', message: serverMessageOf(error) ?? 'Failed to update consent', tone: 'error' });
    } finally {
      setPending(null);
    }
  };

  return (
    <div>
      <Title order={3} fz="md" mb="xs">
        Consents &amp; Permissions
      </Title>
      <Card withBorder radius="md" padding="sm">
        <Stack gap="sm">
          {record.consents.map((consent) => (
            <Group key={consent.consentType} justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{CONSENT_LABELS[consent.consentType].label}</Text>
                <Text size="sm" c="dimmed">
                  {CONSENT_LABELS[consent.consentType].description}
                </Text>
                <WithdrawalNotice consent={consent} />
              </div>
              <Switch
                aria-label={`${CONSENT_LABELS[consent.consentType].label} consent`}
                checked={consent.granted}
                disabled={!canEdit || pending !== null}
                onChange={(event) => void change(consent.consentType, event.currentTarget.checked)}
              />
            </Group>
          ))}
        </Stack>
        <ConsentHistory playerId={record.id} />
      </Card>
    </div>
  );
}
