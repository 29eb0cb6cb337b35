import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { STATUS_UPLOAD_MAX_BYTES, VIDEO_TYPES, calendarDayOf } from '@portal/contracts';
import { useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { submitForm } from '../../common/submit';
import { showToast } from '../../common/toast';
import { ConsentNotice, useUploadConsent } from './ConsentNotice';
import { uploadAllowed } from './consent-notice';
import { FilePicker } from './FilePicker';
import { UploadProgress } from './UploadProgress';
import {
  CONSENT_REFUSED_TOAST,
  UploadUrlError,
  isConsentRefusal,
  isRetryableUploadError,
  urlErrorOf,
} from './upload-errors';
import { useVideoUpload } from './use-video-upload';
import { type AnalysisVideoFormValues, validateAnalysisVideoForm } from './video-upload-forms';
import { useCreateVideoMutation, useGetUploadUrlMutation } from './videos-api';

const RESTRICTIONS = {
  maxFileSize: STATUS_UPLOAD_MAX_BYTES,
  allowedFileTypes: ['video/mp4', '.mp4'],
  protocol: 'tus' as const,
};

type FormValues = AnalysisVideoFormValues;

const initialValues = (): FormValues => ({
  title: '',
  type: 'Game',
  eventDate: calendarDayOf(new Date()),
  opponent: '',
  jerseyNumber: '',
  notesFromPlayer: '',
});

/** Spec §4 status version: get an upload URL, PUT the MP4 (≤ 2 GB), POST the record with it as fileUrl. */
export function AnalysisUploadDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [getUploadUrl] = useGetUploadUrlMutation();
  const [createVideo] = useCreateVideoMutation();
  const [values, setValues] = useState<FormValues>(initialValues);
  const [consentRefused, setConsentRefused] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const consent = useUploadConsent(opened);
  const mayUpload = uploadAllowed(consent.view);
  const upload = useVideoUpload(
    RESTRICTIONS,
    async () => {
      try {
        return (await getUploadUrl().unwrap()).uploadURL;
      } catch (error) {
        throw new UploadUrlError(error);
      }
    },
    isRetryableUploadError,
  );
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  /**
   * The form is checked before the file goes up; the upload and the record are then one send, so
   * the spec's 'Upload failed' toast (server message) covers both.
   */
  const submit = async () => {
    setSubmitting(true);
    await submitForm({
      form: { setErrors },
      validate: () => validateAnalysisVideoForm(values, upload.file !== null),
      send: async (request) => {
        let fileUrl: string;
        try {
          fileUrl = await upload.start();
        } catch (error) {
          // What the upload-URL call answered (a 401 takes the shared sign-in flow), else the upload's failure.
          throw urlErrorOf(error)?.cause ?? error;
        }
        return createVideo({ ...request, fileUrl }).unwrap();
      },
      onSuccess: () => {
        upload.reset();
        setValues(initialValues());
        onClose();
      },
      success: {
        title: 'Video uploaded successfully!',
        message: 'Your video has been saved and is ready for coach review.',
        tone: 'success',
      },
      failure: (error) => {
        if (!isConsentRefusal(error))
          return { title: 'Upload failed', message: serverMessageOf(error) ?? 'Failed to upload video', tone: 'error' };
        setConsentRefused(true);
        consent.refresh();
        return CONSENT_REFUSED_TOAST;
      },
    });
    setSubmitting(false);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Upload Video" centered size="lg">
      <Stack gap="md">
        <ConsentNotice
          consent={consent}
          onGranted={() => {
            consent.refresh();
            // A submission the portal refused for lack of consent goes ahead now, in the same dialog.
            if (!consentRefused) return;
            setConsentRefused(false);
            void submit();
          }}
        />
        <TextInput
          label="Title"
          required
          error={errors.title}
          value={values.title}
          onChange={(event) => set('title', event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label="Type"
            data={[...VIDEO_TYPES]}
            value={values.type}
            error={errors.type}
            allowDeselect={false}
            onChange={(value) => set('type', value ?? 'Game')}
          />
          <TextInput
            label="Event date"
            type="date"
            required
            error={errors.eventDate}
            value={values.eventDate}
            onChange={(event) => set('eventDate', event.currentTarget.value)}
          />
          <TextInput
            label="Opponent"
            error={errors.opponent}
            value={values.opponent}
            onChange={(event) => set('opponent', event.currentTarget.value)}
          />
          <NumberInput
            label="Jersey number"
            min={0}
            max={99}
            allowDecimal={false}
            error={errors.jerseyNumber}
            value={values.jerseyNumber}
            onChange={(value) => set('jerseyNumber', value)}
          />
        </SimpleGrid>
        <Textarea
          label="Notes for your coach"
          autosize
          minRows={2}
          error={errors.notesFromPlayer}
          value={values.notesFromPlayer}
          onChange={(event) => set('notesFromPlayer', event.currentTarget.value)}
        />
        <FilePicker
          accept="video/mp4,.mp4"
          file={upload.file}
          disabled={submitting}
          onPick={(file) => {
            const refused = upload.choose(file);
            if (refused) showToast({ title: 'File not allowed', message: refused, tone: 'error' });
          }}
          hint="One MP4 video, up to 2 GB."
          error={errors.fileUrl}
        />
        <UploadProgress progress={upload.progress} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={submitting} disabled={!mayUpload}>
            Upload Video
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
