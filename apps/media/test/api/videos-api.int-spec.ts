import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MEDIA_CONSENT_REQUIRED_MESSAGE,
  SHARE_CONSENT_REQUIRED_MESSAGE,
  SIMPLE_TITLE_REQUIRED_MESSAGE,
  type Video,
} from '@portal/contracts';
import {
  BrowserLikeClient,
  type TestPortal,
  playerIdOf,
  signUpSquad,
  startTestPortal,
  waitFor,
} from '@portal/server-kit/testing';
import { makeClip } from '../support/clips';
import { putFile } from '../support/upload-client';

describe('videos and uploads API through the gateway (local storage driver)', () => {
  let portal: TestPortal;
  let clips: string;
  let ana: BrowserLikeClient;
  let ben: BrowserLikeClient;
  let coach: BrowserLikeClient;
  let anaPlayerId: string;
  let benPlayerId: string;
  let storageDir: string;

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
    // The player allows media storage in identity (Consents & Permissions), as the dialog does.
    expect(
      (await ana.post(`/api/players/${anaPlayerId}/consents`, { consentType: 'media', granted: true })).status,
    ).toBe(200);
  });

  afterAll(async () => {
    await portal?.close();
    await rm(clips, { recursive: true, force: true });
    await rm(storageDir, { recursive: true, force: true });
  });

  const uploadUrlFor = async (browser: BrowserLikeClient): Promise<string> => {
    const response = await browser.post('/api/objects/upload');
    expect(response.status).toBe(200);
    return (await response.json()).uploadURL;
  };

  const videoOf = async (browser: BrowserLikeClient, id: string): Promise<Video> => {
    const response = await browser.get(`/api/videos/${id}`);
    expect(response.status).toBe(200);
    return response.json();
  };

  it('refuses an upload URL without the media consent (never given counts as not granted)', async () => {
    const response = await ben.post('/api/objects/upload');
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe(MEDIA_CONSENT_REQUIRED_MESSAGE);
  });

  it('simple flow: upload URL, PUT, upload-complete, POST; the worker adds duration and thumbnail', async () => {
    const uploadURL = await uploadUrlFor(ana);
    expect(uploadURL).toMatch(/^\/api\/objects\/uploads\/[0-9a-f-]{36}\?/);
    const clip = await makeClip(clips, 'h264', 3);
    expect((await putFile(ana, uploadURL, clip)).status).toBe(200);

    const completed = await ana.put('/api/videos/upload-complete', { videoURL: uploadURL });
    expect(completed.status).toBe(200);
    const { objectPath } = await completed.json();

    const missingTitle = await ana.post('/api/videos', { title: '   ', description: 'x', videoUrl: objectPath });
    expect(missingTitle.status).toBe(400);
    expect((await missingTitle.json()).errors).toEqual([{ field: 'title', message: SIMPLE_TITLE_REQUIRED_MESSAGE }]);

    const saved = await ana.post('/api/videos', {
      title: '  Cup final  ',
      description: ' Second half ',
      videoUrl: objectPath,
    });
    expect(saved.status).toBe(201);
    const video: Video = await saved.json();
    expect(video).toMatchObject({
      title: 'Cup final',
      description: 'Second half',
      status: 'In Review',
      processing: { state: 'pending' },
    });
    expect(video.coachComments).toBeUndefined();

    const ready = await waitFor(
      async () => {
        const current = await videoOf(ana, video.id);
        return current.processing.state === 'ready' ? current : undefined;
      },
      { timeoutMs: 30_000, what: 'the worker to process the clip' },
    );
    expect(ready.durationSeconds).toBeCloseTo(3, 0);
    expect(ready.thumbnailUrl).toBeTruthy();
    const thumbnail = await fetch(`${portal.baseUrl}${ready.thumbnailUrl}`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');

    // Players can seek: the gateway serves byte ranges.
    const ranged = await fetch(`${portal.baseUrl}${ready.videoUrl}`, { headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
  });

  it('status version: POST with fileUrl; MP4 by content; title and eventDate required', async () => {
    const uploadURL = await uploadUrlFor(ana);
    const clip = await makeClip(clips, 'mpeg4', 2);
    expect((await putFile(ana, uploadURL, clip)).status).toBe(200);
    const invalid = await ana.post('/api/videos', { title: '', eventDate: '', type: 'Match', fileUrl: uploadURL });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Title is required' },
        { field: 'eventDate', message: 'Event date is required' },
        { field: 'type', message: 'must be Game or Training' },
      ]),
    );
    const saved = await ana.post('/api/videos', {
      title: 'Derby',
      type: 'Game',
      eventDate: '2026-11-15',
      opponent: 'Rovers',
      jerseyNumber: 9,
      notesFromPlayer: 'Watch my runs',
      fileUrl: uploadURL,
    });
    expect(saved.status).toBe(201);
    const video: Video = await saved.json();
    expect(video).toMatchObject({
      type: 'Game',
      eventDate: '2026-11-15',
      opponent: 'Rovers',
      jerseyNumber: 9,
      status: 'In Review',
    });
    // MPEG-4 Part 2 is not browser-playable: the worker makes an H.264 web copy.
    const ready = await waitFor(
      async () => {
        const current = await videoOf(ana, video.id);
        return current.processing.state === 'ready' ? current : undefined;
      },
      { timeoutMs: 60_000, what: 'the web copy' },
    );
    expect(ready.videoUrl).toContain('/web.mp4?');
  });

  it('refuses wrong content, oversize, never-completed and reused uploads, keeping nothing', async () => {
    const textUrl = await uploadUrlFor(ana);
    expect((await putFile(ana, textUrl, await makeClip(clips, 'text'))).status).toBe(200);
    const wrong = await ana.post('/api/videos', { title: 'Fake', eventDate: '2026-11-15', fileUrl: textUrl });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual([{ field: 'fileUrl', message: 'The file is not an MP4 video' }]);
    const simpleWrong = await ana.put('/api/videos/upload-complete', { videoURL: textUrl });
    expect(simpleWrong.status).toBe(400);

    const neverUploaded = await uploadUrlFor(ana);
    const incomplete = await ana.put('/api/videos/upload-complete', { videoURL: neverUploaded });
    expect(incomplete.status).toBe(400);
    expect((await incomplete.json()).errors).toEqual([
      { field: 'videoURL', message: 'The upload was never completed' },
    ]);

    const notOurs = await ana.post('/api/videos', { title: 'x', videoUrl: 'https://example.com/video.mp4' });
    expect(notOurs.status).toBe(400);

    // Oversize: the declared length is over the URL's limit.
    const bigUrl = await uploadUrlFor(ana);
    const oversize = await fetch(`${portal.baseUrl}${bigUrl}`, {
      method: 'PUT',
      headers: {
        'content-type': 'video/mp4',
        cookie: `portal_sid=${ana.cookie('portal_sid')}`,
        origin: portal.baseUrl,
        'content-length': String(2_147_483_649),
      },
      body: 'x',
    }).catch(() => undefined);
    expect(oversize === undefined || oversize.status === 413).toBe(true);

    const used = await uploadUrlFor(ana);
    const clip = await makeClip(clips, 'png');
    expect((await putFile(ana, used, clip, 'image/png')).status).toBe(200);
    expect((await putFile(ana, used, clip, 'image/png')).status).toBe(403);
  });

  it('refuses tampered, expired-looking, foreign and anonymous upload URLs', async () => {
    const uploadURL = await uploadUrlFor(ana);
    const clip = await makeClip(clips, 'png');
    const tampered = uploadURL.replace(
      /uploads\/([0-9a-f])/,
      (_match, first: string) => `uploads/${first === 'f' ? 'e' : 'f'}`,
    );
    expect((await putFile(ana, tampered, clip)).status).toBe(403);
    const extended = uploadURL.replace(/expires=\d+/, 'expires=9999999999');
    expect((await putFile(ana, extended, clip)).status).toBe(403);
    expect((await putFile(ben, uploadURL, clip)).status).toBe(403);
    expect((await putFile(new BrowserLikeClient(portal.baseUrl), uploadURL, clip)).status).toBe(401);
    // A download URL cannot upload and an upload URL cannot download.
    expect((await fetch(`${portal.baseUrl}${uploadURL}`)).status).toBe(403);
  });

  it('keeps players apart; staff list everyone, review, comment; the player replies; delete removes the files', async () => {
    const uploadURL = await uploadUrlFor(ana);
    expect((await putFile(ana, uploadURL, await makeClip(clips, 'png'), 'image/png')).status).toBe(200);
    expect((await ana.put('/api/videos/upload-complete', { videoURL: uploadURL })).status).toBe(200);
    const video: Video = await (
      await ana.post('/api/videos', { title: 'Free kick', description: null, videoUrl: uploadURL })
    ).json();

    expect((await ben.get(`/api/videos/${video.id}`)).status).toBe(403);
    expect((await ben.request('DELETE', `/api/videos/${video.id}`)).status).toBe(403);
    expect(await (await ben.get('/api/videos')).json()).toEqual([]);
    expect((await ben.get(`/api/videos?playerId=${anaPlayerId}`)).status).toBe(403);
    expect((await ana.patch(`/api/videos/${video.id}/review`, { status: 'Reviewed' })).status).toBe(403);

    const all: Video[] = await (await coach.get('/api/videos')).json();
    expect(all.map((item) => item.id)).toContain(video.id);
    const anasInReview: Video[] = await (
      await coach.get(`/api/videos?playerId=${anaPlayerId}&status=In%20Review`)
    ).json();
    expect(anasInReview.every((item) => item.playerId === anaPlayerId && item.status === 'In Review')).toBe(true);
    expect(await (await coach.get(`/api/videos?playerId=${benPlayerId}`)).json()).toEqual([]);
    expect((await coach.get('/api/videos?status=Done')).status).toBe(400);

    const badComment = await coach.post(`/api/videos/${video.id}/comments`, { atSeconds: -1, text: '' });
    expect(badComment.status).toBe(400);
    const commented: Video = await (
      await coach.post(`/api/videos/${video.id}/comments`, { atSeconds: 12.5, text: 'Plant foot earlier' })
    ).json();
    await coach.post(`/api/videos/${video.id}/comments`, { atSeconds: 3, text: 'Good approach' });
    expect(commented.comments[0]).toMatchObject({ atSeconds: 12.5, text: 'Plant foot earlier', authorRole: 'coach' });
    const reviewed = await coach.patch(`/api/videos/${video.id}/review`, {
      summary: 'Strong technique',
      status: 'Reviewed',
    });
    expect(reviewed.status).toBe(200);

    const seen = await videoOf(ana, video.id);
    expect(seen).toMatchObject({
      status: 'Reviewed',
      coachComments: 'Strong technique',
      summary: 'Strong technique',
      commentCount: 2,
    });
    expect(seen.comments.map((comment) => comment.atSeconds)).toEqual([3, 12.5]);
    const replied = await ana.post(`/api/videos/${video.id}/comments/${seen.comments[1]!.id}/replies`, {
      text: 'Will do',
    });
    expect(replied.status).toBe(201);
    expect((await replied.json()).comments[1].replies[0]).toMatchObject({ text: 'Will do', authorRole: 'player' });

    const share = await ana.post(`/api/videos/${video.id}/share`);
    expect(share.status).toBe(403);
    expect((await share.json()).message).toBe(SHARE_CONSENT_REQUIRED_MESSAGE);
    await ana.post(`/api/players/${anaPlayerId}/consents`, { consentType: 'video_share', granted: true });
    const shared = await ana.post(`/api/videos/${video.id}/share`);
    expect(shared.status).toBe(201);
    const { shareUrl } = await shared.json();
    expect((await fetch(`${portal.baseUrl}${shareUrl}`)).status).toBe(200);
    // Withdrawn in the profile: the next upload is refused at once.
    await ana.post(`/api/players/${anaPlayerId}/consents`, { consentType: 'media', granted: false });
    expect((await ana.post('/api/objects/upload')).status).toBe(403);
    await ana.post(`/api/players/${anaPlayerId}/consents`, { consentType: 'media', granted: true });

    const fileUrl = seen.videoUrl!;
    expect((await fetch(`${portal.baseUrl}${fileUrl}`)).status).toBe(200);
    expect((await ana.request('DELETE', `/api/videos/${video.id}`)).status).toBe(200);
    expect((await ana.get(`/api/videos/${video.id}`)).status).toBe(404);
    expect((await fetch(`${portal.baseUrl}${fileUrl}`)).status).toBe(404);
  });

  it('resumes an interrupted upload with the tus protocol, then stores the video', async () => {
    const uploadURL = await uploadUrlFor(ana);
    const file = await readFile(await makeClip(clips, 'h264', 4, '640x360'));
    const session = {
      cookie: `portal_sid=${ana.cookie('portal_sid')}`,
      origin: portal.baseUrl,
      'tus-resumable': '1.0.0',
    };
    const metadata = `uploadURL ${Buffer.from(uploadURL).toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`;
    const created = await fetch(`${portal.baseUrl}/api/objects/tus`, {
      method: 'POST',
      headers: { ...session, 'upload-length': String(file.length), 'upload-metadata': metadata },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location')!, portal.baseUrl).toString();
    const patch = (offset: number, body: Buffer) =>
      fetch(location, {
        method: 'PATCH',
        headers: { ...session, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body: new Blob([new Uint8Array(body)]),
      });
    // The first part arrives, then the connection is lost.
    const half = Math.floor(file.length / 2);
    expect((await patch(0, file.subarray(0, half))).status).toBe(204);
    // Another player cannot see or continue it.
    expect(
      (
        await fetch(location, {
          method: 'HEAD',
          headers: { cookie: `portal_sid=${ben.cookie('portal_sid')}`, 'tus-resumable': '1.0.0' },
        })
      ).status,
    ).toBe(403);
    const head = await fetch(location, { method: 'HEAD', headers: session });
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect((await patch(half, file.subarray(half))).status).toBe(204);

    const saved = await ana.post('/api/videos', { title: 'Resumed', eventDate: '2026-11-16', fileUrl: uploadURL });
    expect(saved.status).toBe(201);
    // The upload URL is used: a PUT to it is refused now.
    expect((await putFile(ana, uploadURL, await makeClip(clips, 'png'))).status).toBe(403);
  });

  it('anonymous callers get 401', async () => {
    const anonymous = new BrowserLikeClient(portal.baseUrl);
    expect((await anonymous.get('/api/videos')).status).toBe(401);
    expect((await anonymous.post('/api/objects/upload')).status).toBe(401);
  });
});
