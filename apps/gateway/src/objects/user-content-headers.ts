import { type ServedType, contentDispositionOf } from '@portal/contracts';

/**
 * The policy of every response that carries a file someone uploaded (or one made from it): `sandbox`
 * gives the document an opaque origin with scripts, forms and plugins off, so even a file a browser
 * misreads as a page cannot act with the viewer's session; only the file itself may load as media.
 */
export const USER_CONTENT_SECURITY_POLICY =
  "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** Headers that say how a stored object is served: its allow-listed type, disposition, no sniffing, the sandbox. */
export function userContentHeaders(served: ServedType, fileName?: string): Record<string, string> {
  return {
    'content-type': served.contentType,
    'content-disposition': contentDispositionOf(served, fileName),
    'x-content-type-options': 'nosniff',
    'content-security-policy': USER_CONTENT_SECURITY_POLICY,
  };
}
