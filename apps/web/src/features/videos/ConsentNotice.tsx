import { Alert, Button, Text } from '@mantine/core';
import { serverMessageOf } from '../../api/api-error';
import { redirectIfUnauthorized } from '../../auth/unauthorized-redirect';
import { InfoIcon } from '../../common/icons';
import { showToast } from '../../common/toast';
import { useGrantConsentMutation, useLazyGetOwnPlayerQuery } from './videos-api';

/**
 * Videos are stored only with the player's consent to media storage (ARCHITECTURE §5). Shown in the
 * upload dialogs; when the portal refused an upload for lack of consent, the player can grant it here.
 */
export function ConsentNotice({ refused, onGranted }: { refused: boolean; onGranted: () => void }) {
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
