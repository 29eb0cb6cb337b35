import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { CONSENT_ALREADY_GRANTED_MESSAGE } from '@portal/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { serverMessageOf } from '../../api/api-error';
import { redirectIfUnauthorized } from '../../auth/unauthorized-redirect';
import { viewerDateTime } from '../../common/dates';
import { InfoIcon } from '../../common/icons';
import { submitForm } from '../../common/submit';
import { useRequestConsentMutation } from '../consents/consents-api';
import { OWN_CONSENTS_PATH, OWN_PARENTS_PATH, childConsentsPath } from '../profile/profile-places';
import { useCurrentUser } from '../../auth/use-current-user';
import {
  useGetOwnPlayerQuery,
  useGetPlayerProfileQuery,
  useSetConsentMutation,
  useUpdatePlayerProfileMutation,
} from '../profile/profile-api';
import {
  type ConsentRecord,
  type UploadConsentView,
  consentNoticeCopy,
  guardianEmailProblem,
  parentsWithGuardianEmail,
  reminderFailure,
  reminderOutcome,
  uploadConsentView,
} from './consent-notice';

export interface UploadConsent {
  view: UploadConsentView;
  /** The Parents & Guardians entries on file (a child gives a missing e-mail in place). */
  parents: ConsentRecord['parents'];
  /** The player whose media consent applies (the signed-in player, or the parent's child). */
  playerId: string | undefined;
  /** Reads the record again (after the portal refused an upload, say). */
  refresh: () => void;
}

/**
 * The media consent the upload dialog depends on, read afresh each time the dialog opens: the
 * signed-in player's own record, or the child's when a parent uploads for them.
 */
export function useUploadConsent(opened: boolean, child?: { playerId: string; name: string }): UploadConsent {
  const own = useGetOwnPlayerQuery(undefined, { skip: !opened || !!child });
  const playerId = child?.playerId ?? own.data?.id;
  const record = useGetPlayerProfileQuery(playerId ?? '', {
    skip: !opened || !playerId,
    refetchOnMountOrArgChange: true,
  });
  const view = uploadConsentView({
    viewer: child ? 'parent' : 'player',
    childName: child?.name,
    record: record.data,
    failed: !!own.error || !!record.error,
  });
  return {
    view,
    parents: record.data?.parents ?? [],
    playerId,
    refresh: () => {
      if (playerId) void record.refetch();
    },
  };
}

/** The player's own consents: the Consents & Permissions section of /profile. */
function OwnConsentsLink() {
  return (
    <Anchor component={Link} to={OWN_CONSENTS_PATH} underline="always">
      Consents &amp; Permissions on your Profile
    </Anchor>
  );
}

/** The player who decides, or a parent for their child, allows storing videos in place. */
function AllowButton({
  playerId,
  label,
  whose,
  onGranted,
}: {
  playerId: string;
  label: string;
  whose: string;
  onGranted: () => void;
}) {
  const [setConsent, { isLoading }] = useSetConsentMutation();
  const allow = () =>
    submitForm({
      validate: () => ({
        ok: true,
        request: { id: playerId, consent: { consentType: 'media' as const, granted: true } },
      }),
      send: (request) => setConsent(request).unwrap(),
      onSuccess: onGranted,
      success: { title: 'Video storage allowed', message: `The club may now store ${whose} videos.`, tone: 'success' },
      failure: (error) => ({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Failed to update consent',
        tone: 'error',
      }),
    });
  return (
    <Button size="sm" loading={isLoading} onClick={() => void allow()}>
      {label}
    </Button>
  );
}

/** A minor asks their guardian again: one e-mail a day at most (the portal says when the next may go). */
function SendReminder({
  playerId,
  guardian,
  onGranted,
}: {
  playerId: string;
  guardian: string;
  onGranted: () => void;
}) {
  const [requestConsent, { isLoading }] = useRequestConsentMutation();
  const [outcome, setOutcome] = useState<string | null>(null);
  const send = async () => {
    setOutcome(null);
    try {
      const answer = await requestConsent({ playerId, request: { consentType: 'media' } }).unwrap();
      setOutcome(reminderOutcome(answer, guardian, (iso) => viewerDateTime(iso, { year: false })));
    } catch (error) {
      if (redirectIfUnauthorized(error)) return;
      const message = serverMessageOf(error);
      if (message === CONSENT_ALREADY_GRANTED_MESSAGE) onGranted();
      else setOutcome(reminderFailure(message));
    }
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button size="sm" variant="default" loading={isLoading} onClick={() => void send()}>
        Send a reminder
      </Button>
      {outcome ? (
        <Text size="sm" role="status" data-testid="reminder-outcome" style={{ overflowWrap: 'anywhere' }}>
          {outcome}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * A minor with no guardian reachable by e-mail gives one here: the entry is saved on their record,
 * the portal e-mails the invitation, and the notice turns to "Waiting for <e-mail> to decide".
 */
function AskGuardianEmail({
  playerId,
  parents,
  onSaved,
}: {
  playerId: string;
  parents: ConsentRecord['parents'];
  onSaved: () => void;
}) {
  const { user } = useCurrentUser();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdatePlayerProfileMutation();
  const save = () =>
    submitForm({
      validate: () => {
        const problem = guardianEmailProblem(email, user?.email);
        setError(problem);
        return problem
          ? { ok: false, toast: { title: 'Check the e-mail', message: problem, tone: 'error' } }
          : {
              ok: true,
              request: { id: playerId, changes: { parents: parentsWithGuardianEmail(parents, email.trim()) } },
            };
      },
      send: (request) => update(request).unwrap(),
      onSuccess: onSaved,
      success: { title: 'E-mail sent', message: 'We have asked your parent or guardian to decide.', tone: 'success' },
      failure: (failure) => ({
        title: 'Error',
        message: serverMessageOf(failure) ?? 'Could not save the e-mail. Please try again.',
        tone: 'error',
      }),
    });
  return (
    <form
      noValidate
      style={{ width: '100%' }}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label="Your parent's or guardian's email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" size="sm" loading={isLoading}>
          Ask them
        </Button>
      </Group>
    </form>
  );
}

/**
 * Videos are stored only with the player's consent to media storage (ARCHITECTURE §5, §9). Shown in
 * the upload dialogs before anything is sent: who decides, and the action in place. The player who
 * decides, or a parent for a child under the consent age, allows it here; a minor reads whom the
 * upload waits for and may send them a reminder; with no guardian on file, how to get one added.
 */
export function ConsentNotice({
  consent,
  onGranted,
  child,
}: {
  consent: UploadConsent;
  /** Media storage was just allowed here (or turned out to be already): the dialog may go on. */
  onGranted: () => void;
  /** A parent uploading for a child: the child's media consent applies. */
  child?: { playerId: string; name: string };
}) {
  const { view, playerId } = consent;
  if (view.kind === 'checking') return <Skeleton height={72} aria-label="Checking whether videos may be stored" />;
  if (view.kind === 'allowed')
    return (
      <Text size="xs" c="dimmed" data-testid="consent-allowed">
        {child ? (
          <>
            The club stores {child.name}'s videos while media storage is allowed (
            <Anchor component={Link} to={childConsentsPath(child.playerId)} underline="always">
              {child.name}'s consents
            </Anchor>
            ).
          </>
        ) : (
          <>
            Your videos are stored while media storage is allowed (<OwnConsentsLink />
            ).
          </>
        )}
      </Text>
    );
  const copy = consentNoticeCopy(view);
  if (!copy) return null;
  const whose = child ? `${child.name}'s` : 'your';
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<InfoIcon size={18} />}
      title={copy.title}
      role="note"
      data-testid="consent-notice"
      // A guardian's e-mail in the title is one long word: it wraps rather than widening the dialog.
      styles={{ body: { minWidth: 0 }, title: { overflowWrap: 'anywhere' } }}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {copy.text}
        </Text>
        {copy.allowLabel && playerId ? (
          <AllowButton playerId={playerId} label={copy.allowLabel} whose={whose} onGranted={onGranted} />
        ) : null}
        {copy.remind && playerId && view.kind === 'waiting' ? (
          <SendReminder playerId={playerId} guardian={view.guardian} onGranted={onGranted} />
        ) : null}
        {copy.askGuardianEmail && playerId && !child ? (
          <AskGuardianEmail playerId={playerId} parents={consent.parents} onSaved={consent.refresh} />
        ) : null}
        {copy.addGuardian ? (
          // The notice's own text colour: the theme's link green on its orange reads at 4.0:1 only.
          <Anchor component={Link} to={OWN_PARENTS_PATH} size="sm" fw={600} c="inherit" underline="always">
            Add a parent or guardian on your Profile
          </Anchor>
        ) : null}
      </Stack>
    </Alert>
  );
}
