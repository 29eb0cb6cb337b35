import {
  EVENT_DATE_REQUIRED_MESSAGE,
  STATUS_TITLE_REQUIRED_MESSAGE,
  SIMPLE_TITLE_REQUIRED_MESSAGE,
  UPLOAD_REQUIRED_MESSAGE,
  simpleVideoCreateSchema,
  statusVideoCreateSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { type Validated, validateWith } from '../../common/submit-flow';

/** The spec's own toast for a missing field (its message as the title), and the same words under the field. */
function missing<T>(field: string, message: string): Validated<T> {
  return { ok: false, toast: { title: message, message: '', tone: 'error' }, fieldErrors: { [field]: message } };
}

export interface SimpleVideoFormValues {
  title: string;
  description: string;
  /** The finished upload's URL; null until the upload step has finished. */
  videoUrl: string | null;
}

/** Spec §5 simple upload: the title first ('Please enter a title for your video'), then a finished upload. */
export function validateSimpleVideoForm(
  values: SimpleVideoFormValues,
): Validated<z.output<typeof simpleVideoCreateSchema>> {
  if (!values.title.trim()) return missing('title', SIMPLE_TITLE_REQUIRED_MESSAGE);
  if (!values.videoUrl) return missing('videoUrl', UPLOAD_REQUIRED_MESSAGE);
  return validateWith(simpleVideoCreateSchema, values);
}

export interface AnalysisVideoFormValues {
  title: string;
  type: string;
  eventDate: string;
  opponent: string;
  /** The number input's value: '' when empty. */
  jerseyNumber: number | string;
  notesFromPlayer: string;
}

/** Stands for the upload URL while the form is checked before the upload (the file goes up only for a valid form). */
export const PENDING_UPLOAD_URL = 'pending-upload';

/**
 * Spec §5 status upload, checked before the file goes up: title ('Title is required'), event date
 * ('Event date is required'), a chosen file, then the rest against the contract.
 */
export function validateAnalysisVideoForm(
  values: AnalysisVideoFormValues,
  hasFile: boolean,
): Validated<z.output<typeof statusVideoCreateSchema>> {
  if (!values.title.trim()) return missing('title', STATUS_TITLE_REQUIRED_MESSAGE);
  if (!values.eventDate) return missing('eventDate', EVENT_DATE_REQUIRED_MESSAGE);
  if (!hasFile) return missing('fileUrl', UPLOAD_REQUIRED_MESSAGE);
  return validateWith(
    statusVideoCreateSchema,
    {
      ...values,
      jerseyNumber: values.jerseyNumber === '' ? null : Number(values.jerseyNumber),
      fileUrl: PENDING_UPLOAD_URL,
    },
    'Upload failed',
  );
}
