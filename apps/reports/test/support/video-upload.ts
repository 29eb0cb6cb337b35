import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import type { BrowserLikeClient } from '@portal/server-kit/testing';

const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';

/** A short H.264 MP4 made with ffmpeg at test time (never committed). Returns its path. */
export async function makeMp4(dir: string, seconds = 2): Promise<string> {
  const out = join(dir, `clip-${seconds}s.mp4`);
  await promisify(execFile)(FFMPEG, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=320x240:rate=25`],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', out],
  ]);
  return out;
}

/** PUTs a file to an upload URL as a browser does (streamed body, the session cookie, same origin). */
export async function putFile(client: BrowserLikeClient, uploadURL: string, path: string): Promise<Response> {
  const size = (await stat(path)).size;
  const session = client.cookie('portal_sid');
  return fetch(`${client.baseUrl}${uploadURL}`, {
    method: 'PUT',
    headers: {
      'content-type': 'video/mp4',
      'content-length': String(size),
      origin: client.baseUrl,
      ...(session ? { cookie: `portal_sid=${session}` } : {}),
    },
    body: Readable.toWeb(createReadStream(path)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
}
