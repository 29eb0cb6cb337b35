import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUEUES, type Video, mediaDeletionDueAt } from '@portal/contracts';
import { createQueue, enqueueJob, redisConnection } from '@portal/server-kit';
import {
  BrowserLikeClient,
  type TestPortal,
  playerIdOf,
  recordAdultBirthDate,
  signUpSquad,
  startTestPortal,
  waitFor,
} from '@portal/server-kit/testing';
import type { Queue } from 'bullmq';
import type IORedis from 'ioredis';
import { Client } from 'pg';
import sharp from 'sharp';
import { makeClip } from '../support/clips';
import { putFile } from '../support/upload-client';

/**
 * Issue 23 item 3: withdrawing a consent stops sharing at once (ARCHITECTURE §5). "At once" means the
 * very next request after the consent call answers, with no waiting: the gateway checks the consent
 * when it serves a player's media. Lists follow media's event-fed copy of the consent.
 */
describe('withdrawing consent through the gateway (local storage driver)', () => {
  let portal: TestPortal;
  let clips: string;
  let storageDir: string;
  let pg: Client;
  let redis: IORedis;
  let queue: Queue;
  let ana: BrowserLikeClient;
  let ben: BrowserLikeClient;
  let coach: BrowserLikeClient;
  let anaPlayerId: string;
  let benPlayerId: string;
  let still: string;

  beforeAll(async () => {
    clips = await mkdtemp(join(tmpdir(), 'clips-'));
    storageDir = await mkdtemp(join(tmpdir(), 'objects-'));
    portal = await startTestPortal({
      env: { STORAGE_DIR: storageDir },
      services: ['identity', 'media'],
      workers: ['media'],
    });
    ({ ana, ben, coach } = await signUpSquad(portal));
    anaPlayerId = await playerIdOf(ana);
    benPlayerId = await playerIdOf(ben);
    // Adults on file decide their own consents (a minor's guardian would).
    await recordAdultBirthDate(coach, anaPlayerId);
    await recordAdultBirthDate(coach, benPlayerId);
    still = await makeClip(clips, 'png', 1);
    pg = new Client({ connectionString: portal.infra.postgresUrl.replace(/\/[^/]*$/, `/${portal.namespace}`) });
    await pg.connect();
    redis = redisConnection(portal.infra.redisUrl);
    queue = createQueue(portal.namespace, QUEUES.mediaProcessing, redis);
  }, 180_000);

  afterAll(async () => {
    await queue?.close();
    redis?.disconnect();
    await pg?.end();
    await portal?.close();
    await rm(clips, { recursive: true, force: true });
    await rm(storageDir, { recursive: true, force: true });
  });

  const setConsent = async (
    player: BrowserLikeClient,
    playerId: string,
    consentType: 'media' | 'video_share',
    granted: boolean,
  ) => {
    const response = await player.post(`/api/players/${playerId}/consents`, { consentType, granted });
    expect(response.status).toBe(200);
  };

  /** A still image through the simple flow: ready at once, with a playback URL. */
  const uploadVideo = async (player: BrowserLikeClient, title: string): Promise<Video> => {
    const { uploadURL } = await (await player.post('/api/objects/upload')).json();
    expect((await putFile(player, uploadURL, still, 'image/png')).status).toBe(200);
    const { objectPath } = await (await player.put('/api/videos/upload-complete', { videoURL: uploadURL })).json();
    const saved = await player.post('/api/videos', { title, description: 'Drill', videoUrl: objectPath });
    expect(saved.status).toBe(201);
    return saved.json();
  };

  const setPhoto = async (player: BrowserLikeClient): Promise<string> => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    const response = await fetch(`${player.baseUrl}/api/photos/me`, {
      method: 'PUT',
      headers: {
        'content-type': 'image/jpeg',
        origin: player.baseUrl,
        cookie: `portal_sid=${player.cookie('portal_sid')}`,
      },
      body: new Uint8Array(jpeg),
    });
    expect(response.status).toBe(200);
    return (await response.json()).profileImageUrl;
  };

  const share = async (player: BrowserLikeClient, videoId: string): Promise<string> => {
    const response = await player.post(`/api/videos/${videoId}/share`);
    expect(response.status).toBe(201);
    return (await response.json()).shareUrl;
  };

  /** As a parent opens a link: no session. */
  const open = async (url: string, range?: string) =>
    fetch(`${portal.baseUrl}${url}`, range ? { headers: { range } } : {});

  const videosOf = async (viewer: BrowserLikeClient, playerId?: string): Promise<Video[]> => {
    const response = await viewer.get(playerId ? `/api/videos?playerId=${playerId}` : '/api/videos');
    expect(response.status).toBe(200);
    return response.json();
  };

  const storedFile = (url: string) =>
    join(storageDir, portal.namespace, new URL(url, 'http://x').pathname.replace(/^\/api\/objects\//, ''));
  const exists = (path: string) =>
    stat(path).then(
      () => true,
      () => false,
    );

  it('withdrawing video_share ends every share link of the player at once, and for good', async () => {
    await setConsent(ana, anaPlayerId, 'media', true);
    await setConsent(ana, anaPlayerId, 'video_share', true);
    const first = await uploadVideo(ana, 'First touch');
    const second = await uploadVideo(ana, 'Weak foot');
    const links = [await share(ana, first.id), await share(ana, second.id)];
    for (const link of links) expect((await open(link)).status).toBe(200);

    await setConsent(ana, anaPlayerId, 'video_share', false);
    for (const link of links) {
      const refused = await open(link);
      expect(refused.status).toBe(403);
      expect((await refused.json()).message).toBe('This link is no longer available');
      expect((await open(link, 'bytes=0-9')).status).toBe(403);
    }
    // The player's own playback needs only the media consent, which stands.
    expect((await open(first.videoUrl!)).status).toBe(200);
    expect((await ana.post(`/api/videos/${first.id}/share`)).status).toBe(403);

    // Given again: a new link works; the links that were ended stay ended.
    await setConsent(ana, anaPlayerId, 'video_share', true);
    for (const link of links) expect((await open(link)).status).toBe(403);
    expect((await open(await share(ana, first.id))).status).toBe(200);
  }, 120_000);

  it("withdrawing media hides the player's videos and photo from every URL at once, then from lists; staff see why", async () => {
    await setConsent(ana, anaPlayerId, 'media', true);
    await setConsent(ana, anaPlayerId, 'video_share', true);
    const photoUrl = await setPhoto(ana);
    const video = await uploadVideo(ana, 'Penalty');
    const link = await share(ana, video.id);
    const playback = await open(video.videoUrl!);
    expect(playback.status).toBe(200);
    // Never kept by the browser: a withdrawal must reach its cache too.
    expect(playback.headers.get('cache-control')).toBe('private, no-cache');
    expect((await ana.get(photoUrl)).status).toBe(200);
    expect((await coach.get(photoUrl)).status).toBe(200);
    expect((await coach.get(photoUrl)).headers.get('cache-control')).toBe('private, no-cache');

    await setConsent(ana, anaPlayerId, 'media', false);
    // The very next requests, with no waiting: playback, a byte range, the share link, the photo.
    expect((await open(video.videoUrl!)).status).toBe(403);
    expect((await open(video.videoUrl!, 'bytes=0-9')).status).toBe(403);
    expect((await open(link)).status).toBe(403);
    expect((await ana.get(photoUrl)).status).toBe(404);
    expect((await coach.get(photoUrl)).status).toBe(404);

    // Lists follow media's copy of the consent (identity's event): the player sees none of them...
    await waitFor(async () => (await videosOf(ana)).length === 0, { what: "ana's videos to be hidden from her list" });
    expect((await ana.get(`/api/videos/${video.id}`)).status).toBe(404);
    expect((await ana.post(`/api/videos/${video.id}/share`)).status).toBe(404);
    // ...staff see each one without any URL, marked with the withdrawal and the deletion date.
    const withdrawnAt = (await (await ana.get(`/api/players/${anaPlayerId}`)).json()).consents.find(
      (consent: { consentType: string }) => consent.consentType === 'media',
    ).updatedAt as string;
    const seenByCoach = await videosOf(coach, anaPlayerId);
    expect(seenByCoach.length).toBeGreaterThanOrEqual(3);
    for (const item of seenByCoach) {
      expect(item).toMatchObject({
        videoUrl: null,
        fileUrl: null,
        thumbnailUrl: null,
        mediaConsentWithdrawn: { withdrawnAt, deletionDueAt: mediaDeletionDueAt(withdrawnAt) },
      });
    }
    expect((await (await coach.get(`/api/videos/${video.id}`)).json()).mediaConsentWithdrawn.deletionDueAt).toBe(
      mediaDeletionDueAt(withdrawnAt),
    );

    // Given again before the 30 days: everything is back, the playback URL included.
    await setConsent(ana, anaPlayerId, 'media', true);
    expect((await open(video.videoUrl!)).status).toBe(200);
    expect((await ana.get(photoUrl)).status).toBe(200);
    await waitFor(async () => (await videosOf(ana)).some((item) => item.id === video.id), {
      what: "ana's videos to be listed again",
    });
    expect((await videosOf(coach, anaPlayerId)).every((item) => item.mediaConsentWithdrawn === undefined)).toBe(true);
  }, 120_000);

  it('the worker deletes the videos and photo 30 days after the withdrawal, unless consent was given again', async () => {
    // A schedule exists from the worker's start, so no one has to remember to run the deletion.
    const scheduler = await queue.getJobScheduler('media.delete-withdrawn-media');
    expect(scheduler).toMatchObject({ name: 'media.delete-withdrawn-media', every: 3600 * 1000 });

    await setConsent(ben, benPlayerId, 'media', true);
    const benVideo = await uploadVideo(ben, 'Header');
    const benPhoto = await setPhoto(ben);
    const anaVideo = (await videosOf(ana))[0]!;
    const benFile = storedFile(benVideo.videoUrl!);
    const anaFile = storedFile(anaVideo.videoUrl!);
    const benPhotoFolder = join(storageDir, portal.namespace, 'photos', 'player', benPlayerId);
    const anaPhotoFolder = join(storageDir, portal.namespace, 'photos', 'player', anaPlayerId);
    expect(await exists(benFile)).toBe(true);
    expect(await exists(benPhotoFolder)).toBe(true);

    await setConsent(ben, benPlayerId, 'media', false);
    await setConsent(ana, anaPlayerId, 'media', false);
    const withdrawnPlayers = async () =>
      (await pg.query(`SELECT "player_id" FROM "media"."player_media_consents" WHERE NOT "granted"`)).rows.length;
    await waitFor(async () => (await withdrawnPlayers()) === 2, { what: "media's copy of both withdrawals" });
    // 31 days pass (the rows are moved back rather than the clock forward).
    await pg.query(
      `UPDATE "media"."player_media_consents" SET "withdrawn_at" = "withdrawn_at" - interval '31 days',
         "last_change_at" = "last_change_at" - interval '31 days'`,
    );
    // Ana gives it back: her deletion is cancelled.
    await setConsent(ana, anaPlayerId, 'media', true);
    await waitFor(async () => (await withdrawnPlayers()) === 1, { what: "media's copy of ana's consent given again" });

    const run = await enqueueJob(queue, 'media.delete-withdrawn-media', {});
    await waitFor(async () => (await run.getState()) === 'completed', { what: 'the deletion job to run' });
    expect((await queue.getJob(run.id!))?.returnvalue).toEqual({ players: 1 });

    expect(await videosOf(coach, benPlayerId)).toEqual([]);
    expect(await exists(benFile)).toBe(false);
    expect(await exists(benPhotoFolder)).toBe(false);
    expect((await coach.get(benPhoto)).status).toBe(404);
    expect(
      (await pg.query(`SELECT count(*)::int AS n FROM "media"."uploads" WHERE "player_id" = $1`, [benPlayerId])).rows[0]
        .n,
    ).toBe(0);
    // Ana's media is all still there.
    expect((await videosOf(coach, anaPlayerId)).map((item) => item.id)).toContain(anaVideo.id);
    expect(await exists(anaFile)).toBe(true);
    expect(await exists(anaPhotoFolder)).toBe(true);

    // Run again (as the schedule will): nothing more to delete, nothing fails.
    const again = await enqueueJob(queue, 'media.delete-withdrawn-media', {});
    await waitFor(async () => (await again.getState()) === 'completed', { what: 'the deletion job to run again' });
    expect((await queue.getJob(again.id!))?.returnvalue).toEqual({ players: 0 });
  }, 120_000);
});
