import { sniffContent } from './content-sniff';

/**
 * The only types the portal serves inline. Every one is a format a browser renders as media or a
 * document without running the file's own script; anything else is a download.
 */
export const INLINE_CONTENT_TYPES = [
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type InlineContentType = (typeof INLINE_CONTENT_TYPES)[number];

/** How a stored object is served: inline with an allow-listed type, or as an opaque download. */
export type ServedType =
  | { contentType: InlineContentType; disposition: 'inline' }
  | { contentType: 'application/octet-stream'; disposition: 'attachment' };

/** How many of a file's first bytes `servedTypeOf` looks at. */
export const SERVED_TYPE_HEAD_BYTES = 64;

const DOWNLOAD: ServedType = { contentType: 'application/octet-stream', disposition: 'attachment' };

const isInline = (mime: string): mime is InlineContentType =>
  (INLINE_CONTENT_TYPES as readonly string[]).includes(mime);

/**
 * The type a stored object is served with, decided from its first bytes only (never from what the
 * uploader declared): an allow-listed format inline, anything else `application/octet-stream` as an
 * attachment. The same bytes always give the same answer, whichever range of the file is asked for.
 */
export function servedTypeOf(head: Uint8Array): ServedType {
  if (head.length >= 5 && String.fromCharCode(...head.subarray(0, 5)) === '%PDF-')
    return { contentType: 'application/pdf', disposition: 'inline' };
  const sniffed = sniffContent(head);
  return sniffed && isInline(sniffed.mime) ? { contentType: sniffed.mime, disposition: 'inline' } : DOWNLOAD;
}

/**
 * The served type for a type the server itself decided earlier by content (a verified upload's
 * type, a thumbnail it wrote): the allow-list still applies, so nothing else is ever inline.
 */
export function servedTypeForMime(mime: string | null | undefined): ServedType {
  const bare = (mime ?? '').split(';')[0]!.trim().toLowerCase();
  return isInline(bare) ? { contentType: bare, disposition: 'inline' } : DOWNLOAD;
}

/** `Content-Disposition` for a served object, with a file name reduced to safe characters. */
export function contentDispositionOf(served: ServedType, fileName?: string): string {
  const safeName = fileName?.replace(/[^\w.-]/g, '_');
  return safeName ? `${served.disposition}; filename="${safeName}"` : served.disposition;
}
