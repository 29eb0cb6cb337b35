import Uppy, { type Body, type Meta, type UppyFile } from '@uppy/core';
import Tus from '@uppy/tus';
import XHRUpload from '@uppy/xhr-upload';
import { UPLOAD_RETRY_DELAYS_MS, secondsLeft, uploadRetryDelay } from '@portal/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export interface UploadRestrictions {
  maxFileSize: number;
  allowedFileTypes: string[];
  /**
   * `put`: spec §7's single PUT to the signed URL (retried whole after 0, 1, 3, 5 s). `tus`: resumable
   * (the tus protocol on /api/objects/tus, bound to the same signed URL): a lost connection resumes
   * where it stopped, with the same retry delays.
   */
  protocol: 'put' | 'tus';
}

export const TUS_ENDPOINT = '/api/objects/tus';

export interface UploadProgressState {
  phase: 'idle' | 'uploading' | 'retrying' | 'done' | 'failed';
  percent: number;
  bytesSent: number;
  bytesTotal: number;
  bytesPerSecond: number;
  secondsLeft: number | null;
  /** Which retry is running (1–4), after 0, 1, 3, 5 s. */
  retry: number;
  error?: string;
}

const IDLE: UploadProgressState = {
  phase: 'idle',
  percent: 0,
  bytesSent: 0,
  bytesTotal: 0,
  bytesPerSecond: 0,
  secondsLeft: null,
  retry: 0,
};

/**
 * One-file uploads with Uppy: PUT (not multipart) to a signed upload URL from `getUploadUrl`, a
 * progress bar's figures (percentage, speed, time left), and retries after 0, 1, 3 and 5 s. The
 * upload starts only when `start` is called (spec: not automatic).
 */
export function useVideoUpload(
  restrictions: UploadRestrictions,
  getUploadUrl: () => Promise<string>,
  /** Whether a failure is worth retrying (a refused upload URL is not). */
  isRetryable: (error: Error) => boolean = () => true,
) {
  const [progress, setProgress] = useState<UploadProgressState>(IDLE);
  const [file, setFile] = useState<{ name: string; size: number } | null>(null);
  const uploadUrl = useRef<string | null>(null);
  const getUrl = useRef(getUploadUrl);
  getUrl.current = getUploadUrl;
  const retryable = useRef(isRetryable);
  retryable.current = isRetryable;
  const settle = useRef<{ resolve: (url: string) => void; reject: (error: Error) => void } | null>(null);
  const speed = useRef({ at: 0, bytes: 0, rate: 0 });
  const attempts = useRef(0);

  const uppy = useMemo(() => {
    const instance = new Uppy({
      autoProceed: false,
      allowMultipleUploadBatches: true,
      restrictions: {
        maxNumberOfFiles: 1,
        maxFileSize: restrictions.maxFileSize,
        allowedFileTypes: restrictions.allowedFileTypes,
      },
    });
    if (restrictions.protocol === 'tus') {
      return instance.use(Tus, {
        endpoint: TUS_ENDPOINT,
        withCredentials: true,
        retryDelays: [...UPLOAD_RETRY_DELAYS_MS],
        chunkSize: 8 * 1024 * 1024,
        removeFingerprintOnSuccess: true,
        allowedMetaFields: ['uploadURL', 'filetype'],
      });
    }
    return instance.use(XHRUpload, {
      method: 'PUT',
      formData: false,
      withCredentials: true,
      limit: 1,
      timeout: 0,
      // Our own schedule (0, 1, 3, 5 s) replaces the plugin's; a refused URL is never retried.
      shouldRetry: () => false,
      // The URL is fetched once per upload (in start); retries after a lost connection reuse it.
      endpoint: () => uploadUrl.current ?? '',
      headers: (uploadFile: UppyFile<Meta, Body>) => ({
        'content-type': uploadFile.type || 'application/octet-stream',
      }),
    });
  }, [restrictions.maxFileSize, restrictions.allowedFileTypes, restrictions.protocol]);

  useEffect(() => {
    const onProgress = (_file: unknown, state: { bytesUploaded: number | false; bytesTotal: number | null }) => {
      const sent = state.bytesUploaded || 0;
      const total = state.bytesTotal ?? 0;
      const now = performance.now();
      const last = speed.current;
      if (last.at && now - last.at >= 250) {
        const instant = ((sent - last.bytes) * 1000) / (now - last.at);
        speed.current = { at: now, bytes: sent, rate: last.rate ? last.rate * 0.7 + instant * 0.3 : instant };
      } else if (!last.at) speed.current = { at: now, bytes: sent, rate: 0 };
      const rate = speed.current.rate;
      setProgress((current) => ({
        ...current,
        phase: 'uploading',
        bytesSent: sent,
        bytesTotal: total,
        percent: total ? Math.floor((sent / total) * 100) : 0,
        bytesPerSecond: rate,
        secondsLeft: secondsLeft(sent, total, rate),
      }));
    };
    const onSuccess = () => {
      setProgress((current) => ({ ...current, phase: 'done', percent: 100, secondsLeft: 0 }));
      settle.current?.resolve(uploadUrl.current ?? '');
      settle.current = null;
    };
    const onError = (failed: { id: string } | undefined, error: Error, response?: { status?: number }) => {
      const status = response?.status ?? (error as { request?: { status?: number } }).request?.status;
      attempts.current += 1;
      // tus retries by itself (same delays); a refused request (4xx) is never retried.
      const refused =
        restrictions.protocol === 'tus' ||
        (status !== undefined && status >= 400 && status < 500) ||
        !retryable.current(error);
      const delay = refused ? null : uploadRetryDelay(attempts.current);
      if (delay === null || !failed) {
        setProgress((current) => ({ ...current, phase: 'failed', error: error.message }));
        settle.current?.reject(error);
        settle.current = null;
        return;
      }
      setProgress((current) => ({ ...current, phase: 'retrying', retry: attempts.current }));
      window.setTimeout(() => {
        speed.current = { at: 0, bytes: 0, rate: 0 };
        void uppy.retryUpload(failed.id);
      }, delay);
    };
    uppy.on('upload-progress', onProgress);
    uppy.on('upload-success', onSuccess);
    uppy.on('upload-error', onError as never);
    return () => {
      uppy.off('upload-progress', onProgress);
      uppy.off('upload-success', onSuccess);
      uppy.off('upload-error', onError as never);
    };
  }, [uppy, restrictions.protocol]);

  useEffect(() => () => uppy.destroy(), [uppy]);

  /** Picks the one file; returns Uppy's restriction message when it is refused. */
  const choose = useCallback(
    (picked: File | null): string | null => {
      uppy.cancelAll();
      setProgress(IDLE);
      setFile(null);
      if (!picked) return null;
      try {
        uppy.addFile({ name: picked.name, type: picked.type, data: picked, source: 'Local' });
        setFile({ name: picked.name, size: picked.size });
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    },
    [uppy],
  );

  /** Uploads the chosen file; resolves with the URL it was PUT to. */
  const start = useCallback(async (): Promise<string> => {
    attempts.current = 0;
    speed.current = { at: 0, bytes: 0, rate: 0 };
    setProgress({ ...IDLE, phase: 'uploading' });
    try {
      uploadUrl.current = await getUrl.current();
    } catch (error) {
      // Nothing was sent: the dialog explains why (consent, sign-in) and offers to start again.
      setProgress(IDLE);
      throw error;
    }
    for (const file of uppy.getFiles())
      uppy.setFileMeta(file.id, { uploadURL: uploadUrl.current, filetype: file.type });
    return new Promise<string>((resolve, reject) => {
      settle.current = { resolve, reject };
      // A file that failed before (its URL was refused, say) is retried from the start.
      if (uppy.getFiles().some((file) => file.error)) void uppy.retryAll();
      else void uppy.upload();
    });
  }, [uppy]);

  const reset = useCallback(() => {
    uppy.cancelAll();
    setFile(null);
    setProgress(IDLE);
    uploadUrl.current = null;
  }, [uppy]);

  return { file, progress, choose, start, reset, retryDelaysMs: UPLOAD_RETRY_DELAYS_MS };
}
