import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { SIMPLE_UPLOAD_MAX_BYTES } from '@portal/contracts';
import { useState } from 'react';
import { redirectIfUnauthorized } from '../../auth/unauthorized-redirect';
import { submitForm } from '../../common/submit';
import { showToast } from '../../common/toast';
import { ConsentNotice, useUploadConsent } from './ConsentNotice';
import { uploadAllowed } from './consent-notice';
import { FilePicker } from './FilePicker';
import { UploadProgress } from './UploadProgress';
import { UploadUrlError, isConsentRefusal, isRetryableUploadError, urlErrorOf } from './upload-errors';
import { useVideoUpload } from './use-video-upload';
import { CONSENT_REFUSED_TOAST } from './upload-errors';
import { validateSimpleVideoForm } from './video-upload-forms';
import { useCompleteUploadMutation, useCreateVideoMutation, useGetUploadUrlMutation } from './videos-api';

const RESTRICTIONS = {
  maxFileSize: SIMPLE_UPLOAD_MAX_BYTES,
  allowedFileTypes: ['video/*', 'image/*'],
  protocol: 'put' as const,
};

/**
 * Spec §4 simple flow: pick one file (video or image, 50 MB), upload it with a PUT to a signed URL,
 * 'Processing' while the portal verifies it, then title and description; Save is disabled until the
 * upload has finished.
 */
export function SimpleUploadDialog({
  opened,
  onClose,
  child,
}: {
  opened: boolean;
  onClose: () => void;
  /** A parent uploading for their child: the upload is the child's, under the child's media consent. */
  child?: { playerId: string; name: string };
}) {
  const forPlayerId = child?.playerId;
  const [getUploadUrl] = useGetUploadUrlMutation();
  const [completeUpload] = useCompleteUploadMutation();
  const [createVideo, { isLoading: saving }] = useCreateVideoMutation();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [videoUrl, setVideoUrl] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [consentRefused, setConsentRefused] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const consent = useUploadConsent(opened, child);
  const mayUpload = uploadAllowed(consent.view);
  const upload = useVideoUpload(
    RESTRICTIONS,
    async () => {
      try {
        return (await getUploadUrl(forPlayerId ? { forPlayerId } : undefined).unwrap()).uploadURL;
      } catch (error) {
        throw new UploadUrlError(error);
      }
    },
    isRetryableUploadError,
  );

  const reset = () => {
    upload.reset();
    setTitle('');
    setDescription('');
    setVideoUrl(null);
    setConsentRefused(false);
    setErrors({});
  };

  const pick = (file: File | null) => {
    setVideoUrl(null);
    const refused = upload.choose(file);
    if (refused) showToast({ title: 'File not allowed', message: refused, tone: 'error' });
  };

  const startUpload = async () => {
    let uploadedTo: string;
    try {
      uploadedTo = await upload.start();
    } catch (error) {
      const cause = urlErrorOf(error)?.cause ?? error;
      if (redirectIfUnauthorized(cause)) return;
      if (isConsentRefusal(cause)) {
        setConsentRefused(true);
        consent.refresh();
        return;
      }
      showToast({
        title: 'Error',
        message: urlErrorOf(error)
          ? 'Failed to get upload URL. Please try again.'
          : 'Failed to upload video. Please try again.',
        tone: 'error',
      });
      return;
    }
    setProcessing(true);
    try {
      await completeUpload({ videoURL: uploadedTo, forPlayerId }).unwrap();
      setVideoUrl(uploadedTo);
      showToast({
        title: 'Upload complete!',
        message: 'Your video has been uploaded. Please add title and description.',
        tone: 'success',
      });
    } catch (error) {
      if (redirectIfUnauthorized(error)) return;
      upload.reset();
      showToast({ title: 'Error', message: 'Failed to process uploaded video. Please try again.', tone: 'error' });
    } finally {
      setProcessing(false);
    }
  };

  const save = () =>
    submitForm({
      form: { setErrors },
      validate: () => validateSimpleVideoForm({ title, description, videoUrl }),
      send: (request) => createVideo({ ...request, forPlayerId }).unwrap(),
      onSuccess: () => {
        reset();
        onClose();
      },
      success: {
        title: 'Video uploaded successfully!',
        message: 'Your video has been saved and is ready for coach review.',
        tone: 'success',
      },
      failure: (error) => {
        if (!isConsentRefusal(error))
          return { title: 'Error', message: 'Failed to save video. Please try again.', tone: 'error' };
        setConsentRefused(true);
        consent.refresh();
        return CONSENT_REFUSED_TOAST;
      },
    });

  const busy = upload.progress.phase === 'uploading' || upload.progress.phase === 'retrying' || processing;
  return (
    <Modal opened={opened} onClose={onClose} title="Upload Video" centered size="lg">
      <Stack gap="md">
        <ConsentNotice
          consent={consent}
          child={child}
          onGranted={() => {
            consent.refresh();
            // An upload the portal refused for lack of consent goes ahead now, in the same dialog.
            if (!consentRefused || !upload.file) return;
            setConsentRefused(false);
            void startUpload();
          }}
        />
        <FilePicker
          accept="video/*,image/*"
          file={upload.file}
          disabled={busy}
          onPick={pick}
          hint="One video or image, up to 50 MB."
          error={errors.videoUrl}
        />
        {upload.file && !videoUrl && (upload.progress.phase === 'idle' || upload.progress.phase === 'failed') && (
          <Button variant="light" disabled={!mayUpload} onClick={() => void startUpload()}>
            Upload
          </Button>
        )}
        <UploadProgress progress={upload.progress} />
        {processing && (
          <Text size="sm" c="dimmed" role="status">
            Processing…
          </Text>
        )}
        <TextInput
          label="Title"
          required
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={description}
          error={errors.description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={!videoUrl || busy} loading={saving}>
            Save Video
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
