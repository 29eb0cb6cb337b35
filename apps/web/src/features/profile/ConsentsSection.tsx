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
import { submitForm } from '../../common/submit';
import { type ConsentViewer, consentControl, consentDecisionLine, consentNote } from './consent-view';
import { useGetConsentHistoryQuery, useSetConsentMutation } from './profile-api';
import { viewerDateTime } from '../../common/dates';

const CAPACITY_WORDS = { guardian: 'parent/guardian', player: 'player', staff: 'club' } as const;

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
          {entry.changedByCapacity
            ? ` (${CAPACITY_WORDS[entry.changedByCapacity]})`
            : entry.changedByRole && entry.changedByRole !== 'player'
              ? ` (${entry.changedByRole})`
              : ''}{' '}
          on {viewerDateTime(entry.changedAt)}
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

export interface ConsentsSectionProps {
  record: PlayerProfile;
  /** Who is looking: the player, their guardian, staff of their scope (withdraw only), or a reader. */
  viewer: ConsentViewer;
  /** How the heading names whose consents these are ("Your consents", "Mia's consents"). */
  title?: string;
  /** The heading's level where the section sits (3 inside the profile tabs, 2 on a page of its own). */
  headingOrder?: 2 | 3;
}

/**
 * Consents & Permissions, the one consent component of the app: each switch saves on change (spec
 * §4) with the spec's toasts, and only what the viewer may do is enabled (consent-view.ts, the
 * server's rule said in advance): the family member who decides grants and withdraws, staff only
 * withdraw, everyone else reads who decided, in which capacity and when, and why they cannot.
 */
export function ConsentsSection({
  record,
  viewer,
  title = 'Consents & Permissions',
  headingOrder = 3,
}: ConsentsSectionProps) {
  const [setConsent] = useSetConsentMutation();
  const [pending, setPending] = useState<ConsentType | null>(null);
  const childName = record.fullName ?? 'Your child';
  const note = consentNote(viewer, record.consentDecidedBy, record.consentAge, childName, record.dateOfBirth);

  /** Spec §4/§8: a switch saves on change, with the spec's toasts. */
  const change = async (consentType: ConsentType, granted: boolean) => {
    setPending(consentType);
    await submitForm({
      validate: () => ({ ok: true, request: { id: record.id, consent: { consentType, granted } } }),
      send: (request) => setConsent(request).unwrap(),
      success: { title: 'Consent updated successfully', message: '', tone: 'success' },
      failure: (error) => ({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Failed to update consent',
        tone: 'error',
      }),
    });
    setPending(null);
  };

  return (
    <section aria-labelledby={`consents-${record.id}`}>
      <Title order={headingOrder} fz="md" mb="xs" id={`consents-${record.id}`}>
        {title}
      </Title>
      {note ? (
        <Text size="sm" mb="xs" data-testid="consent-note">
          {note}
        </Text>
      ) : null}
      <Card withBorder radius="md" padding="sm">
        <Stack gap="sm">
          {record.consents.map((consent) => {
            const control = consentControl(viewer, record.consentDecidedBy, consent);
            const label = CONSENT_LABELS[consent.consentType].label;
            return (
              <Group key={consent.consentType} justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>{label}</Text>
                  <Text size="sm" c="dimmed">
                    {CONSENT_LABELS[consent.consentType].description}
                  </Text>
                  <Text size="xs" c="dimmed" data-testid={`${consent.consentType}-decision`}>
                    {consentDecisionLine(consent)}
                  </Text>
                  <WithdrawalNotice consent={consent} />
                </div>
                <Switch
                  aria-label={`${label} consent`}
                  checked={consent.granted}
                  disabled={(!control.canGrant && !control.canWithdraw) || pending !== null}
                  onChange={(event) => void change(consent.consentType, event.currentTarget.checked)}
                />
              </Group>
            );
          })}
        </Stack>
        <ConsentHistory playerId={record.id} />
      </Card>
    </section>
  );
}
