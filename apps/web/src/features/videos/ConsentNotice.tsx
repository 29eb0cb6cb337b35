import { Alert, Anchor, Button, Skeleton, Text } from '@mantine/core';
import { CONSENT_ALREADY_GRANTED_MESSAGE, type ConsentRequestAnswer } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { serverMessageOf } from '../../api/api-error';
import { redirectIfUnauthorized } from '../../auth/unauthorized-redirect';
import { InfoIcon } from '../../common/icons';
import { submitForm } from '../../common/submit';
import { useRequestConsentMutation } from '../consents/consents-api';
import { OWN_CONSENTS_PATH, OWN_PARENTS_PATH, childConsentsPath } from '../profile/profile-places';
import { useGetOwnPlayerQuery, useGetPlayerProfileQuery, useSetConsentMutation } from '../profile/profile-api';

/** The copy for a minor whose upload waits for their guardian (issue 25), by who could be reached. */
export function waitingMessage(answer: Pick<ConsentRequestAnswer, 'guardiansOnFile' | 'guardiansEmailed'>): {
  title: string;
  text: string;
  addGuardian: boolean;
} {
  if (answer.guardiansEmailed > 0)
    return {
      title: 'Waiting for your parent or guardian',
      text: 'Your parent or guardian needs to allow video storage; we have e-mailed them. Once they have, press Upload again.',
      addGuardian: false,
    };
  if (answer.guardiansOnFile > 0)
    return {
      title: 'Your parent or guardian needs to allow video storage',
      text: 'We have no e-mail address for your parent or guardian, so we could not ask them. Add their e-mail on your Profile, under Parents & Guardians, and we will send them an invitation.',
      addGuardian: true,
    };
  return {
    title: 'Your parent or guardian needs to allow video storage',
    text: 'We have no parent or guardian on file for you yet. Add one on your Profile, under Parents & Guardians (their name and e-mail), and we will e-mail them an invitation.',
    addGuardian: true,
  };
}

/** The player's own consents: the Consents & Permissions section of /profile. */
function OwnConsentsLink() {
  return (
    <Anchor component={Link} to={OWN_CONSENTS_PATH} fw={600} c="inherit" underline="always">
      Consents &amp; Permissions on your Profile
    </Anchor>
  );
}

/** An adult on file allows media storage in place. */
function AllowInPlace({ playerId, onGranted }: { playerId: string; onGranted: () => void }) {
  const [setConsent, { isLoading }] = useSetConsentMutation();
  const allow = () =>
    submitForm({
      validate: () => ({
        ok: true,
        request: { id: playerId, consent: { consentType: 'media' as const, granted: true } },
      }),
      send: (request) => setConsent(request).unwrap(),
      onSuccess: onGranted,
      success: { title: 'Consent updated successfully', message: 'You can upload your video now.', tone: 'success' },
      failure: (error) => ({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Failed to update consent',
        tone: 'error',
      }),
    });
  return (
    <Alert color="orange" icon={<InfoIcon size={18} />} title="Consent needed to store your video">
      <Text size="sm" mb="xs">
        The portal stores videos only when media storage is allowed for your profile. You can allow it here, or later
        under <OwnConsentsLink />.
      </Text>
      <Button size="xs" loading={isLoading} onClick={() => void allow()}>
        Allow media storage
      </Button>
    </Alert>
  );
}

function ChildConsentNotice({ child, refused }: { child: { playerId: string; name: string }; refused: boolean }) {
  const consents = (
    <Anchor component={Link} to={childConsentsPath(child.playerId)}>
      {child.name}'s consents
    </Anchor>
  );
  if (!refused)
    return (
      <Text size="xs" c="dimmed">
        The video is stored for {child.name} only while media storage is allowed for {child.name} ({consents}).
      </Text>
    );
  return (
    <Alert color="orange" icon={<InfoIcon size={18} />} title={`Media storage is not allowed for ${child.name}`}>
      <Text size="sm">
        The portal stores {child.name}'s videos only when media storage is allowed. You can decide this on {consents},
        then upload again.
      </Text>
    </Alert>
  );
}

/** A minor's upload waits: the request to their guardians goes out once, and the dialog says what happens. */
function WaitForGuardian({ playerId, onGranted }: { playerId: string; onGranted: () => void }) {
  const [requestConsent, { isLoading }] = useRequestConsentMutation();
  const [answer, setAnswer] = useState<ConsentRequestAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const asked = useRef(false);
  const ask = async () => {
    setFailure(null);
    try {
      setAnswer(await requestConsent({ playerId, request: { consentType: 'media' } }).unwrap());
    } catch (error) {
      if (redirectIfUnauthorized(error)) return;
      const message = serverMessageOf(error);
      if (message === CONSENT_ALREADY_GRANTED_MESSAGE) onGranted();
      else setFailure(message ?? 'We could not ask your parent or guardian. Please try again.');
    }
  };
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void ask();
  });
  if (!answer && !failure)
    return (
      <Skeleton height={72} aria-label={isLoading ? 'Asking your parent or guardian' : 'Checking your consents'} />
    );
  const copy = answer ? waitingMessage(answer) : null;
  return (
    <Alert
      color="orange"
      icon={<InfoIcon size={18} />}
      title={copy?.title ?? 'Your parent or guardian needs to allow video storage'}
      data-testid="consent-waiting"
    >
      <Text size="sm" mb={copy?.addGuardian || failure ? 'xs' : 0}>
        {failure ?? copy?.text}
      </Text>
      {copy?.addGuardian ? (
        <Anchor component={Link} to={OWN_PARENTS_PATH} size="sm" fw={600}>
          Add a parent or guardian on your Profile
        </Anchor>
      ) : null}
      {failure ? (
        <Button size="xs" variant="light" onClick={() => void ask()}>
          Try again
        </Button>
      ) : null}
    </Alert>
  );
}

/**
 * Videos are stored only with the player's consent to media storage (ARCHITECTURE §5). Shown in the
 * upload dialogs; when the portal refused an upload for lack of consent, a player who decides their
 * own consents grants it here, and a minor's upload waits for their guardian (asked by e-mail and in
 * the portal), with how to add a guardian when none is on file.
 */
export function ConsentNotice({
  refused,
  onGranted,
  child,
}: {
  refused: boolean;
  onGranted: () => void;
  /** A parent uploading for a child: the child's media consent applies, decided on the child's consents page. */
  child?: { playerId: string; name: string };
}) {
  const own = useGetOwnPlayerQuery(undefined, { skip: !refused || !!child });
  const record = useGetPlayerProfileQuery(own.data?.id ?? '', { skip: !refused || !own.data || !!child });
  if (child) return <ChildConsentNotice child={child} refused={refused} />;
  if (!refused)
    return (
      <Text size="xs" c="dimmed">
        Your videos are stored only when media storage is allowed (<OwnConsentsLink />
        ).
      </Text>
    );
  if (own.error || record.error)
    return (
      <Alert color="orange" icon={<InfoIcon size={18} />} title="Consent needed to store your video">
        <Text size="sm">
          Storing videos needs media storage to be allowed. We could not check your consents just now: see{' '}
          <OwnConsentsLink />.
        </Text>
      </Alert>
    );
  if (!record.data) return <Skeleton height={72} aria-label="Checking your consents" />;
  return record.data.consentDecidedBy === 'player' ? (
    <AllowInPlace playerId={record.data.id} onGranted={onGranted} />
  ) : (
    <WaitForGuardian playerId={record.data.id} onGranted={onGranted} />
  );
}
