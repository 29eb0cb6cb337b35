// Background jobs the chaos run (scripts/chaos.mjs) queues just before it kills or restarts a worker:
// a progress report (reports-worker) and a video to process (media-worker). Each returns `isDone` (has
// it finished yet?) and `wait` (its outcome once it finished, or 'not finished' after the timeout).
import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function poll(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    await sleep(500);
  }
  return undefined;
}

/** Queues a progress report for the player; resolves to the outcome once it is stored (or times out). */
export async function queueReport(coach, player, timeoutMs) {
  const before = await (await player.client.get('/api/reports')).json();
  const queued = await coach.post('/api/reports', { playerId: player.id });
  if (queued.status !== 202) throw new Error(`POST /api/reports answered ${queued.status}: ${await queued.text()}`);
  const isDone = async () => {
    const list = await (await player.client.get('/api/reports')).json();
    return Array.isArray(list) && list.length > before.length;
  };
  return { isDone, wait: async () => ((await poll(isDone, timeoutMs)) ? 'finished' : 'not finished') };
}

/** A 20 s MPEG-4 Part 2 clip: the worker must transcode it to H.264, so it is busy for a few seconds. */
export async function makeClip(dir) {
  const out = join(dir, 'chaos-clip.mp4');
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=duration=20:size=640x360:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=20'],
    ...['-c:v', 'mpeg4', '-q:v', '5', '-c:a', 'mp3', '-shortest', out],
  ]);
  return out;
}

async function putFile(client, uploadURL, path) {
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
    body: Readable.toWeb(createReadStream(path)),
    duplex: 'half',
  });
}

/** Uploads the clip as the player and saves it as a video, which queues its processing. */
export async function queueVideo(player, clip, timeoutMs) {
  const upload = await player.client.post('/api/objects/upload');
  if (upload.status !== 200) throw new Error(`POST /api/objects/upload answered ${upload.status}`);
  const { uploadURL } = await upload.json();
  const put = await putFile(player.client, uploadURL, clip);
  if (put.status !== 200) throw new Error(`upload PUT answered ${put.status}: ${await put.text()}`);
  const saved = await player.client.post('/api/videos', {
    title: 'Chaos clip',
    eventDate: new Date().toISOString().slice(0, 10),
    fileUrl: uploadURL,
  });
  if (saved.status !== 201) throw new Error(`POST /api/videos answered ${saved.status}: ${await saved.text()}`);
  const { id } = await saved.json();
  const stateNow = async () => {
    const video = await (await player.client.get(`/api/videos/${id}`)).json();
    return video.processing?.state === 'pending' ? undefined : video.processing?.state;
  };
  return {
    isDone: async () => (await stateNow()) !== undefined,
    wait: async () => {
      const state = await poll(stateNow, timeoutMs);
      return state === 'ready' ? 'finished' : `not finished (${state ?? 'still pending'})`;
    },
  };
}
