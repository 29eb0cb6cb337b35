import { MEDIA_CONSENT_REQUIRED_MESSAGE } from '@portal/contracts';
import { serverMessageOf } from '../../api/api-error';
import type { Toast } from '../../common/toast';

/** The toast when the portal refused to store a video for lack of consent; the dialog says what to do. */
export const CONSENT_REFUSED_TOAST: Toast = {
  title: 'Consent needed',
  message: 'Media storage is not allowed yet. The dialog says how to allow it.',
  tone: 'error',
};

/** True when the portal refused to store a video because the media consent is not granted. */
export function isConsentRefusal(error: unknown): boolean {
  return serverMessageOf(error) === MEDIA_CONSENT_REQUIRED_MESSAGE;
}

/** Marks failures of the upload-URL step so the dialogs can show the spec's toast for it. */
export class UploadUrlError extends Error {
  constructor(override readonly cause: unknown) {
    super('Failed to get upload URL');
  }
}

/** The upload-URL failure behind an upload error (Uppy may wrap what the endpoint threw). */
export function urlErrorOf(error: unknown): UploadUrlError | undefined {
  if (error instanceof UploadUrlError) return error;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause instanceof UploadUrlError ? cause : undefined;
}

/** Network failures are retried; a refused upload URL (consent, sign-in) is not. */
export function isRetryableUploadError(error: Error): boolean {
  return urlErrorOf(error) === undefined;
}
