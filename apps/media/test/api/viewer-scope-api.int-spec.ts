import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Video } from '@portal/contracts';
import {
  type BrowserLikeClient,
  type TestPortal,
  createSignedInStaff,
  playerIdOf,
  recordAdultBirthDate,
  signUpSquad,
  startTestPortal,
  waitFor,
} from '@portal/server-kit/testing';
import sharp from 'sharp';
import { makeClip } from '../support/clips';
import { putFile } from '../support/upload-client';

/**
 * Issue 24: a player's media URLs are bound to the user they were issued for. A coach removed from
 * the squad keeps no working link to its children's videos: the gateway asks identity, on every
 * request, whether that user still reaches the player, so "at once" means the very next request
 * after the squad call answers, with no waiting.
 */
describe("a player's media URLs follow the scope of the user they were issued for (local storage driver)", () => {
  let portal: TestPortal;
  let clips: string;
  let storageDir: string;
  let ana: BrowserLikeClient;
  let coach: BrowserLikeClient;
  let admin: BrowserLikeClient;
  let anaPlayerId: string;

  beforeAll(async () => {
    clips = await mkdtemp(join(tmpdir(), 'clips-'));
    storageDir = await mkdtemp(join(tmpdir(), 'objects-'));
    portal = await startTestPortal({
      env: { STORAGE_DIR: storageDir },
      services: ['identity', 'media'],
      workers: ['media'],
    });
    // The players sign up into 'All players'; the CLI's coach coaches it.
    ({ ana, coach } = await signUpSquad(portal));
    admin = await createSignedInStaff(portal.baseUrl, portal.env, { email: 'admin@club.test', role: 'admin' });
    anaPlayerId = await playerIdOf(ana);
    // An adult on file decides her own consents (a minor's guardian would).
    await recordAdultBirthDate(admin, anaPlayerId);
    for (const consentType of ['media', 'video_share'])
      expect((await ana.post(`/api/players/${anaPlayerId}/consents`, { consentType, granted: true })).status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await portal?.close();
    await rm(clips, { recursive: true, force: true });
    await rm(storageDir, { recursive: true, force: true });
  });

  const userIdOf = async (client: BrowserLikeClient): Promise<string> =>
    ((await (await client.get('/api/auth/user')).json()) as { id: string }).id;

  const videoOf = async (viewer: BrowserLikeClient, id: string): Promise<Video> => {
    const response = await viewer.get(`/api/videos/${id}`);
    expect(response.status).toBe(200);
    return response.json();
  };

  /** A clip through the simple flow, processed by the worker so that it has a thumbnail too. */
  const uploadProcessedVideo = async (): Promise<Video> => {
    const { uploadURL } = await (await ana.post('/api/objects/upload')).json();
    expect((await putFile(ana, uploadURL, await makeClip(clips, 'h264', 2))).status).toBe(200);
    const { objectPath } = await (await ana.put('/api/videos/upload-complete', { videoURL: uploadURL })).json();
    const saved = await ana.post('/api/videos', { title: 'Free kick', description: 'Left foot', videoUrl: objectPath });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as Video;
    return waitFor(
      async () => {
        const current = await videoOf(ana, id);
        return current.processing.state === 'ready' ? current : undefined;
      },
      { timeoutMs: 60_000, what: 'the worker to process the clip' },
    );
  };

  const setPhoto = async (): Promise<string> => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#26a' } })
      .jpeg()
      .toBuffer();
    const response = await fetch(`${ana.baseUrl}/api/photos/me`, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg', origin: ana.baseUrl, cookie: `portal_sid=${ana.cookie('portal_sid')}` },
      body: new Uint8Array(jpeg),
    });
    expect(response.status).toBe(200);
    return (await response.json()).profileImageUrl;
  };

  /** As the browser's <video>/<img> or a forwarded link does: the URL alone, no session needed. */
  const open = (url: string, range?: string) => fetch(`${portal.baseUrl}${url}`, range ? { headers: { range } } : {});

  const viewerOf = (url: string) => new URL(url, 'http://portal').searchParams.get('viewer');

  it("a coach removed from the squad loses every URL issued to them on the very next request; the player's own still serve", async () => {
    const coachId = await userIdOf(coach);
    const video = await uploadProcessedVideo();
    const photoUrl = await setPhoto();
    const ownShare = await ana.post(`/api/videos/${video.id}/share`);
    expect(ownShare.status).toBe(201);
    const shareUrl = ((await ownShare.json()) as { shareUrl: string }).shareUrl;

    const seenByCoach = await videoOf(coach, video.id);
    const playback = seenByCoach.videoUrl!;
    const thumbnail = seenByCoach.thumbnailUrl!;
    expect(viewerOf(playback)).toBe(coachId);
    expect(viewerOf(thumbnail)).toBe(coachId);
    expect(viewerOf(video.videoUrl!)).toBe(await userIdOf(ana));
    const served = await open(playback);
    expect(served.status).toBe(200);
    // Never kept by the browser: a lost scope must reach its cache too.
    expect(served.headers.get('cache-control')).toBe('private, no-cache');
    expect((await open(playback, 'bytes=0-9')).status).toBe(206);
    expect((await open(thumbnail)).status).toBe(200);
    expect((await coach.get(photoUrl)).status).toBe(200);

    const squads = (await (await admin.get('/api/squads')).json()) as { id: string; name: string }[];
    const allPlayers = squads.find((squad) => squad.name === 'All players')!;
    expect((await admin.request('DELETE', `/api/squads/${allPlayers.id}/coaches/${coachId}`)).status).toBe(204);

    // The very next requests, with no waiting: playback, a byte range, the thumbnail, the photo.
    const refused = await open(playback);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('This link is no longer valid for you');
    expect((await open(playback, 'bytes=0-9')).status).toBe(403);
    expect((await open(thumbnail)).status).toBe(403);
    expect((await coach.get(photoUrl)).status).toBe(404);
    expect((await coach.get(`/api/videos/${video.id}`)).status).toBe(404);

    // The URLs issued to the player, and her share link, are untouched.
    expect((await open(video.videoUrl!)).status).toBe(200);
    expect((await open(video.thumbnailUrl!)).status).toBe(200);
    expect((await open(shareUrl)).status).toBe(200);
    expect((await ana.get(photoUrl)).status).toBe(200);

    // The binding follows the coach's scope as it is: put back in the squad, the link serves again.
    expect((await admin.post(`/api/squads/${allPlayers.id}/coaches`, { userId: coachId, role: 'head' })).status).toBe(
      200,
    );
    expect((await open(playback)).status).toBe(200);
  }, 180_000);

  it('a URL whose viewer was swapped for another user is refused as not valid', async () => {
    const [video] = (await (await ana.get('/api/videos')).json()) as Video[];
    expect((await open(video!.videoUrl!)).status).toBe(200);
    const swapped = new URL(video!.videoUrl!, 'http://portal');
    swapped.searchParams.set('viewer', await userIdOf(coach));
    const refused = await open(`${swapped.pathname}${swapped.search}`);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('This link is not valid');
  });
});
