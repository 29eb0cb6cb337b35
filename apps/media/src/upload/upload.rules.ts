/** The object key of an upload: `uploads/<uploadId>`. */
export function uploadObjectKey(uploadId: string): string {
  return `uploads/${uploadId}`;
}

/** What upload-complete returns and clients may send back as videoUrl. */
export function uploadObjectPath(uploadId: string): string {
  return `/objects/uploads/${uploadId}`;
}

const UPLOAD_ID = /(?:^|\/)uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[?#]|$)/i;

/**
 * The upload a URL names: the signed upload URL (local or S3 presigned), its object path, or a
 * download URL of it. Anything else is undefined (the caller answers 400 naming the field).
 */
export function uploadIdFromUrl(url: string): string | undefined {
  let path = url.trim();
  try {
    path = new URL(path, 'http://relative.invalid').pathname;
  } catch {
    return undefined;
  }
  return UPLOAD_ID.exec(path)?.[1]?.toLowerCase();
}

export type UploadCheck = { ok: true; kind: 'video' | 'image'; mime: string } | { ok: false; message: string };

/**
 * Whether a finished upload fits the flow: the simple flow takes a video or image of at most 50 MB,
 * the status version an MP4 of at most 2 GB; always judged by content, never by name.
 */
export function checkUploadFor(
  flow: 'simple' | 'status',
  sniffed: { kind: 'video' | 'image'; mime: string; mp4Family: boolean } | null,
  sizeBytes: number,
  limits: { simpleMax: number; statusMax: number },
): UploadCheck {
  if (sizeBytes === 0) return { ok: false, message: 'The uploaded file is empty' };
  if (flow === 'simple') {
    if (sizeBytes > limits.simpleMax) return { ok: false, message: 'The file is larger than 50 MB' };
    if (!sniffed) return { ok: false, message: 'The file is not a video or an image' };
    return { ok: true, kind: sniffed.kind, mime: sniffed.mime };
  }
  if (sizeBytes > limits.statusMax) return { ok: false, message: 'The file is larger than 2 GB' };
  if (!sniffed || !sniffed.mp4Family || sniffed.kind !== 'video')
    return { ok: false, message: 'The file is not an MP4 video' };
  return { ok: true, kind: 'video', mime: sniffed.mime };
}
