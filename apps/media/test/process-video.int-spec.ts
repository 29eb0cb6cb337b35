import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Video } from '@portal/contracts';
import { waitFor } from '@portal/server-kit/testing';
import { type ClipKind, makeClip } from './support/clips';
import { MediaHarness, newPlayer } from './support/media-harness';

describe('media worker: processing uploaded videos with real ffmpeg', () => {
  const media = new MediaHarness();
  const ana = newPlayer();

  beforeAll(async () => {
    // A short lock so a killed worker's job is picked up within seconds.
    await media.start({ worker: true, env: { WORKER_LOCK_MS: '2000', WORKER_CONCURRENCY: '1' } });
    media.consents.grant(ana.playerId, 'media');
  });
  afterAll(() => media.stop());

  async function uploadVideo(kind: ClipKind, seconds = 2, size?: string): Promise<Video> {
    const uploadURL = await media.uploadFile(ana, await makeClip(media.clipsDir, kind, seconds, size));
    return media.rpc.call(
      'media.video.create',
      { playerId: ana.playerId, video: { title: kind, eventDate: '2026-11-12', fileUrl: uploadURL } },
      { actor: ana },
    );
  }

  const processed = (videoId: string, timeoutMs = 60_000) =>
    waitFor(
      async () => {
        const video = await media.rpc.call('media.video.get', { videoId }, { actor: ana });
        return video.processing.state === 'pending' ? undefined : video;
      },
      { timeoutMs, what: `video ${videoId} to be processed` },
    );

  const row = async (videoId: string) =>
    (await media.pg.query('SELECT "thumbnail_key", "web_key" FROM "media"."videos" WHERE "id" = $1', [videoId]))
      .rows[0] as {
      thumbnail_key: string | null;
      web_key: string | null;
    };

  it('H.264/AAC MP4 with faststart: duration and a 640 px JPEG thumbnail, no web copy needed', async () => {
    const video = await processed((await uploadVideo('h264', 3)).id);
    expect(video.processing).toEqual({ state: 'ready', reason: null });
    expect(video.durationSeconds).toBeCloseTo(3, 0);
    const keys = await row(video.id);
    expect(keys.web_key).toBeNull();
    const thumbnail = await readFile(join(media.storageDir, media.namespace, keys.thumbnail_key!));
    expect(thumbnail.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // JPEG SOF0 frame header holds the width: find it and read 640.
    const sof = thumbnail.indexOf(Buffer.from([0xff, 0xc0]));
    expect(thumbnail.readUInt16BE(sof + 7)).toBe(640);
    const events = await media.outboxEvents('media.video.processed', video.id);
    expect(events.map((event) => event.payload)).toEqual([
      { videoId: video.id, playerId: ana.playerId, state: 'ready', reason: null },
    ]);
  });

  it('an MP4 with its index at the end gets a faststart web copy', async () => {
    const video = await processed((await uploadVideo('h264-index-at-end', 2)).id);
    expect(video.processing.state).toBe('ready');
    const keys = await row(video.id);
    expect(keys.web_key).toBe(`videos/${video.id}/web.mp4`);
    const copy = await readFile(join(media.storageDir, media.namespace, keys.web_key!));
    expect(copy.indexOf('moov')).toBeLessThan(copy.indexOf('mdat'));
  });

  it('a non-web codec (MPEG-4 Part 2 + MP3) is transcoded to H.264/AAC', async () => {
    const video = await processed((await uploadVideo('mpeg4', 2)).id);
    expect(video.processing.state).toBe('ready');
    expect(video.videoUrl).toContain('web.mp4');
    const copy = await readFile(join(media.storageDir, media.namespace, (await row(video.id)).web_key!));
    expect(copy.includes(Buffer.from('avc1'))).toBe(true);
    expect(copy.includes(Buffer.from('mp4a'))).toBe(true);
  });

  it('what is not a playable video fails with a reason the player can read', async () => {
    const audio = await processed((await uploadVideo('audio-only', 2)).id);
    expect(audio.processing).toEqual({
      state: 'failed',
      reason: 'This file has no picture: it may be an audio recording. Please upload a video.',
    });
    const events = await media.outboxEvents('media.video.processed', audio.id);
    expect(events.map((event) => event.payload.state)).toEqual(['failed']);
  });

  it('finishes a job whose worker was killed mid-way, once', async () => {
    const video = await uploadVideo('mpeg4', 12, '1280x720');
    const first = media.processes.at(-1)!;
    await first.waitForLog(new RegExp(`"jobId":"process-${video.id}".*"job started"`), 30_000);
    await first.kill();
    expect((await media.rpc.call('media.video.get', { videoId: video.id }, { actor: ana })).processing.state).toBe(
      'pending',
    );
    await media.startWorker('media-worker-2');
    const done = await processed(video.id, 120_000);
    expect(done.processing.state).toBe('ready');
    expect(done.durationSeconds).toBeCloseTo(12, 0);
    expect(await media.outboxEvents('media.video.processed', video.id)).toHaveLength(1);
  });
});
