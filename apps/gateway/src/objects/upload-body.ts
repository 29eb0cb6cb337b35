import type { FastifyInstance } from 'fastify';

/** Content type the gateway gives object uploads so Fastify leaves their body unread (streamed, never buffered). */
const STREAMED_UPLOAD = 'application/x-portal-object-upload';
export const ORIGINAL_CONTENT_TYPE = 'x-portal-original-content-type';

export function isObjectUpload(method: string, url: string): boolean {
  return (
    method === 'PUT' &&
    url.startsWith('/api/objects/') &&
    !url.startsWith('/api/objects/upload?') &&
    url !== '/api/objects/upload'
  );
}

/**
 * Object uploads (`PUT /api/objects/<key>?<signature>`) stream straight to storage: their declared
 * content type is set aside and Fastify's parser for them does not read the body, so no body limit
 * applies and nothing is buffered. Every other route keeps the global JSON body limit.
 */
export function streamObjectUploads(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    if (!isObjectUpload(request.method, request.url)) return;
    request.headers[ORIGINAL_CONTENT_TYPE] = request.headers['content-type'] ?? 'application/octet-stream';
    request.headers['content-type'] = STREAMED_UPLOAD;
  });
  fastify.addContentTypeParser(STREAMED_UPLOAD, (_request, _payload, done) => done(null, undefined));
}
