import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { PHOTO_CONSENT_REQUIRED_MESSAGE, PROFILE_PHOTO_ACCEPT, profilePhotoFileProblem } from '@portal/contracts';
import { useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { InfoIcon } from '../../common/icons';
import { submitForm } from '../../common/submit';
import type { Toast } from '../../common/toast';
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

  const photoUpdated: Toast = {
    title: 'Photo updated',
    message: 'The new photo is now the avatar across the portal.',
    tone: 'success',
  };
  const failed =
    (fallback: string) =>
    (error: unknown): Toast => ({ title: 'Error', message: serverMessageOf(error) ?? fallback, tone: 'error' });

  /** The file is checked here (type, size), then sent; a refusal for lack of consent offers the grant. */
  const send = async (file: File | null) => {
    if (!file) return;
    await submitForm({
      validate: () => {
        const problem = profilePhotoFileProblem(file);
        return problem
          ? { ok: false, toast: { title: 'Error', message: problem, tone: 'error' } }
          : { ok: true, request: file };
      },
      send: (photo) => upload({ playerId, file: photo }).unwrap(),
      onSuccess: () => setWaitingForConsent(null),
      success: photoUpdated,
      failure: (error) => {
        if (serverMessageOf(error) === PHOTO_CONSENT_REQUIRED_MESSAGE && grantMediaConsent) {
          setWaitingForConsent(file);
          return { title: 'Consent needed', message: 'Allow media storage to store the photo.', tone: 'info' };
        }
        return failed('Failed to upload photo')(error);
      },
    });
  };

  /** Grants the media consent, then stores the photo that waited for it: one action, one answer. */
  const allowAndRetry = async () => {
    if (!grantMediaConsent || !waitingForConsent) return;
    setGranting(true);
    await submitForm({
      validate: () => ({ ok: true, request: waitingForConsent }),
      send: async (photo) => {
        await grantMediaConsent();
        return upload({ playerId, file: photo }).unwrap();
      },
      onSuccess: () => setWaitingForConsent(null),
      success: photoUpdated,
      failure: failed('Failed to update consent'),
    });
    setGranting(false);
  };

  const clear = () =>
    submitForm({
      validate: () => ({ ok: true, request: { playerId } }),
      send: (request) => remove(request).unwrap(),
      success: { title: 'Photo removed', message: 'Initials show instead.', tone: 'success' },
      failure: failed('Failed to remove photo'),
    });

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
