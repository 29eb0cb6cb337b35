import { Alert, Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { serverMessageOf } from '../../api/api-error';
import { redirectIfUnauthorized } from '../../auth/unauthorized-redirect';
import { InfoIcon } from '../../common/icons';
import { showToast } from '../../common/toast';
import { useGrantConsentMutation, useLazyGetOwnPlayerQuery } from './videos-api';

/**
 * Videos are stored only with the player's consent to media storage (ARCHITECTURE §5). Shown in the
 * upload dialogs; when the portal refused an upload for lack of consent, the player can grant it here.
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
  const [grant, { isLoading }] = useGrantConsentMutation();
  const [getPlayer] = useLazyGetOwnPlayerQuery();
  const allow = async () => {
    try {
      const player = await getPlayer().unwrap();
      await grant({ playerId: player.id, consentType: 'media' }).unwrap();
      showToast({ title: 'Consent updated successfully', message: 'You can upload your video now.', tone: 'success' });
      onGranted();
    } catch (error) {
      if (redirectIfUnauthorized(error)) return;
      showToast({ title: 'Error', message: serverMessageOf(error) ?? 'Failed to update consent', tone: 'error' });
    }
  };
  if (child) return <ChildConsentNotice child={child} refused={refused} />;
  if (!refused)
    return (
      <Text size="xs" c="dimmed">
        Your videos are stored only with your consent to media storage (Profile, Consents &amp; Permissions).
      </Text>
    );
  return (
    <Alert color="orange" icon={<InfoIcon size={18} />} title="Consent needed to store your video">
      <Text size="sm" mb="xs">
        The portal stores videos only when media storage is allowed for your profile.
      </Text>
      <Button size="xs" loading={isLoading} onClick={() => void allow()}>
        Allow media storage
      </Button>
    </Alert>
  );
}

function ChildConsentNotice({ child, refused }: { child: { playerId: string; name: string }; refused: boolean }) {
  const consents = (
    <Anchor component={Link} to={`/family/${child.playerId}/consents`}>
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
