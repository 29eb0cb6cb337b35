import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import {
  EVENT_DATE_REQUIRED_MESSAGE,
  STATUS_TITLE_REQUIRED_MESSAGE,
  STATUS_UPLOAD_MAX_BYTES,
  UPLOAD_REQUIRED_MESSAGE,
  VIDEO_TYPES,
  calendarDayOf,
  statusVideoCreateSchema,
} from '@portal/contracts';
import { useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { redirectIfUnauthorized } from '../../auth/unauthorized-redirect';
import { showToast } from '../../common/toast';
import { ConsentNotice } from './ConsentNotice';
import { FilePicker } from './FilePicker';
import { UploadProgress } from './UploadProgress';
import { UploadUrlError, isConsentRefusal, isRetryableUploadError, urlErrorOf } from './upload-errors';
import { useVideoUpload } from './use-video-upload';
import { useCreateVideoMutation, useGetUploadUrlMutation } from './videos-api';

const RESTRICTIONS = {
  maxFileSize: STATUS_UPLOAD_MAX_BYTES,
  allowedFileTypes: ['video/mp4', '.mp4'],
  protocol: 'tus' as const,
};

interface FormValues {
  title: string;
  type: string;
  eventDate: string;
  opponent: string;
  jerseyNumber: number | string;
  notesFromPlayer: string;
}

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

  const fail = (error: unknown) => {
    const cause = urlErrorOf(error)?.cause ?? error;
    if (redirectIfUnauthorized(cause)) return;
    if (isConsentRefusal(cause)) return setConsentRefused(true);
    showToast({ title: 'Upload failed', message: serverMessageOf(cause) ?? 'Failed to upload video', tone: 'error' });
  };

  const submit = async () => {
    if (!values.title.trim()) return showToast({ title: STATUS_TITLE_REQUIRED_MESSAGE, message: '', tone: 'error' });
    if (!values.eventDate) return showToast({ title: EVENT_DATE_REQUIRED_MESSAGE, message: '', tone: 'error' });
    if (!upload.file) return showToast({ title: UPLOAD_REQUIRED_MESSAGE, message: '', tone: 'error' });
    const draft = {
      title: values.title,
      type: values.type,
      eventDate: values.eventDate,
      opponent: values.opponent,
      jerseyNumber: values.jerseyNumber === '' ? null : Number(values.jerseyNumber),
      notesFromPlayer: values.notesFromPlayer,
      fileUrl: 'pending-upload',
    };
    const checked = statusVideoCreateSchema.safeParse(draft);
    if (!checked.success)
      return showToast({
        title: 'Upload failed',
        message: checked.error.issues[0]?.message ?? 'Please check the form.',
        tone: 'error',
      });
    setSubmitting(true);
    try {
      const fileUrl = await upload.start();
      await createVideo({ ...draft, fileUrl } as never).unwrap();
      showToast({
        title: 'Video uploaded successfully!',
        message: 'Your video has been saved and is ready for coach review.',
        tone: 'success',
      });
      upload.reset();
      setValues(initialValues());
      onClose();
    } catch (error) {
      fail(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Upload Video" centered size="lg">
      <Stack gap="md">
        <TextInput
          label="Title"
          required
          value={values.title}
          onChange={(event) => set('title', event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label="Type"
            data={[...VIDEO_TYPES]}
            value={values.type}
            allowDeselect={false}
            onChange={(value) => set('type', value ?? 'Game')}
          />
          <TextInput
            label="Event date"
            type="date"
            required
            value={values.eventDate}
            onChange={(event) => set('eventDate', event.currentTarget.value)}
          />
          <TextInput
            label="Opponent"
            value={values.opponent}
            onChange={(event) => set('opponent', event.currentTarget.value)}
          />
          <NumberInput
            label="Jersey number"
            min={0}
            max={99}
            allowDecimal={false}
            value={values.jerseyNumber}
            onChange={(value) => set('jerseyNumber', value)}
          />
        </SimpleGrid>
        <Textarea
          label="Notes for your coach"
          autosize
          minRows={2}
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
        />
        <UploadProgress progress={upload.progress} />
        <ConsentNotice
          refused={consentRefused}
          onGranted={() => {
            setConsentRefused(false);
            void submit();
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={submitting}>
            Upload Video
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
