import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { PHOTO_CONSENT_REQUIRED_MESSAGE, PROFILE_PHOTO_ACCEPT, profilePhotoFileProblem } from '@portal/contracts';
import { useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { redirectIfUnauthorized } from '../../auth/unauthorized-redirect';
import { InfoIcon } from '../../common/icons';
import { showToast } from '../../common/toast';
import { useRemoveProfilePhotoMutation, useUploadProfilePhotoMutation } from './photos-api';

export interface ProfilePhotoControlProps {
  /** A player's photo (the player or staff); absent: the signed-in user's own. */
  playerId?: string;
  hasPhoto: boolean;
  /** Grants the player's media consent, when the portal refused the photo for lack of it. */
  grantMediaConsent?: () => Promise<void>;
  /** Who sees the photo, for the help text. */
  visibility: string;
}

/** Upload, change or remove a profile photo; it becomes the avatar everywhere. */
export function ProfilePhotoControl({ playerId, hasPhoto, grantMediaConsent, visibility }: ProfilePhotoControlProps) {
  const [upload, { isLoading: uploading }] = useUploadProfilePhotoMutation();
  const [remove, { isLoading: removing }] = useRemoveProfilePhotoMutation();
  const [waitingForConsent, setWaitingForConsent] = useState<File | null>(null);
  const [granting, setGranting] = useState(false);

  const send = async (file: File | null) => {
    if (!file) return;
    const problem = profilePhotoFileProblem(file);
    if (problem) return showToast({ title: 'Error', message: problem, tone: 'error' });
    try {
      await upload({ playerId, file }).unwrap();
      setWaitingForConsent(null);
      showToast({
        title: 'Photo updated',
        message: 'The new photo is now the avatar across the portal.',
        tone: 'success',
      });
    } catch (error) {
      if (redirectIfUnauthorized(error)) return;
      if (serverMessageOf(error) === PHOTO_CONSENT_REQUIRED_MESSAGE && grantMediaConsent)
        return setWaitingForConsent(file);
      showToast({ title: 'Error', message: serverMessageOf(error) ?? 'Failed to upload photo', tone: 'error' });
    }
  };

  const allowAndRetry = async () => {
    if (!grantMediaConsent || !waitingForConsent) return;
    setGranting(true);
    try {
      await grantMediaConsent();
      await send(waitingForConsent);
    } catch (error) {
      if (redirectIfUnauthorized(error)) return;
      showToast({ title: 'Error', message: serverMessageOf(error) ?? 'Failed to update consent', tone: 'error' });
    } finally {
      setGranting(false);
    }
  };

  const clear = async () => {
    try {
      await remove({ playerId }).unwrap();
      showToast({ title: 'Photo removed', message: 'Initials show instead.', tone: 'success' });
    } catch (error) {
      if (redirectIfUnauthorized(error)) return;
      showToast({ title: 'Error', message: serverMessageOf(error) ?? 'Failed to remove photo', tone: 'error' });
    }
  };

  return (
    <Stack gap="xs" align="center">
      <Group gap="xs" justify="center">
        <FileButton onChange={(file) => void send(file)} accept={PROFILE_PHOTO_ACCEPT.join(',')}>
          {(props) => (
            <Button size="xs" variant="light" loading={uploading} {...props}>
              {hasPhoto ? 'Change photo' : 'Upload photo'}
            </Button>
          )}
        </FileButton>
        {hasPhoto ? (
          <Button size="xs" variant="subtle" color="gray" loading={removing} onClick={() => void clear()}>
            Remove photo
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" ta="center">
        JPEG, PNG or WebP, up to 5 MB. {visibility}
      </Text>
      {waitingForConsent ? (
        <Alert color="orange" icon={<InfoIcon size={18} />} title="Consent needed to store the photo">
          <Text size="sm" mb="xs">
            A player&apos;s photo is stored only when media storage is allowed for their profile.
          </Text>
          <Button size="xs" loading={granting} onClick={() => void allowAndRetry()}>
            Allow media storage
          </Button>
        </Alert>
      ) : null}
    </Stack>
  );
}
