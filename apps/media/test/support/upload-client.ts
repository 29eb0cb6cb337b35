import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { BrowserLikeClient } from '@portal/server-kit/testing';

/** PUTs a file to an upload URL the way a browser would (streamed body, the session cookie, same origin). */
export async function putFile(
  client: BrowserLikeClient,
  uploadURL: string,
  path: string,
  contentType = 'video/mp4',
): Promise<Response> {
  const size = (await stat(path)).size;
  const url = uploadURL.startsWith('http') ? uploadURL : `${client.baseUrl}${uploadURL}`;
  const session = client.cookie('portal_sid');
  return fetch(url, {
    method: 'PUT',
    headers: {
      'content-type': contentType,
      'content-length': String(size),
      origin: client.baseUrl,
      ...(session ? { cookie: `portal_sid=${session}` } : {}),
    },
    body: Readable.toWeb(createReadStream(path)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
}
