import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Content type the gateway gives object uploads so Fastify leaves their body unread (streamed, never buffered). */
const STREAMED_UPLOAD = 'application/x-portal-object-upload';
const ORIGINAL_CONTENT_TYPE = Symbol('original content type');

type RawWithOriginal = IncomingMessage & { [ORIGINAL_CONTENT_TYPE]?: string };

/** The content type the client declared for an upload (set aside by `streamObjectUploads`). */
export function originalContentType(raw: IncomingMessage): string | undefined {
  return (raw as RawWithOriginal)[ORIGINAL_CONTENT_TYPE];
}

/** Profile photos: `PUT /api/photos/me` and `PUT /api/players/<id>/photo`, the image as the body. */
const PHOTO_UPLOAD = /^\/api\/(photos\/me|players\/[^/?]+\/photo)(\?|$)/;

export function isObjectUpload(method: string, url: string): boolean {
  if (method === 'PUT' && PHOTO_UPLOAD.test(url)) return true;
  // tus: creation (POST) and the data (PATCH, application/offset+octet-stream).
  if (url.startsWith('/api/objects/tus')) return method === 'PATCH' || method === 'POST';
  return (
    method === 'PUT' &&
    url.startsWith('/api/objects/') &&
    !url.startsWith('/api/objects/upload?') &&
    url !== '/api/objects/upload'
  );
}

/**
 * Object uploads (`PUT /api/objects/<key>?<signature>`, tus, profile photos) stream straight to storage: their declared
 * content type is set aside and Fastify's parser for them does not read the body, so no body limit
 * applies and nothing is buffered. Every other route keeps the global JSON body limit.
 */
export function streamObjectUploads(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    if (!isObjectUpload(request.method, request.url)) return;
    const declared = request.headers['content-type'];
    if (declared) (request.raw as RawWithOriginal)[ORIGINAL_CONTENT_TYPE] = declared;
    request.headers['content-type'] = STREAMED_UPLOAD;
  });
  fastify.addContentTypeParser(STREAMED_UPLOAD, (_request, _payload, done) => done(null, undefined));
}
