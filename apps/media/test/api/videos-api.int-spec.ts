import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  MEDIA_CONSENT_REQUIRED_MESSAGE,
  SHARE_CONSENT_REQUIRED_MESSAGE,
  SIMPLE_TITLE_REQUIRED_MESSAGE,
  type Video,
} from '@portal/contracts';
import { LocalObjectStorage } from '@portal/server-kit';
import {
  BrowserLikeClient,
  type TestPortal,
  playerIdOf,
  recordAdultBirthDate,
  signUpSquad,
  startTestPortal,
  waitFor,
} from '@portal/server-kit/testing';
import { makeClip } from '../support/clips';
import { putFile } from '../support/upload-client';

const SIGNING_SECRET = 'videos-api-test-signing-secret';

/** A page hidden behind GIF magic, as a player uploaded it: if it ever runs, it comments as the viewer. */
const GIF_PAGE = Buffer.from('GIF89a<html><body><script>fetch("/api/videos")</script></body></html>');
/** GIF magic that is also valid JavaScript (`GIF89a=1;...`), declared text/javascript. */
const GIF_SCRIPT = Buffer.from('GIF89a=1;fetch("/api/videos");//');
/** An MP4 file-type box in front of an SVG page, declared image/svg+xml: no video at all. */
const FTYP_SVG = Buffer.concat([
  Buffer.from([0, 0, 0, 24]),
  Buffer.from('ftypisom\0\0\0\0isommp41'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/videos")</script></svg>'),
]);

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
      env: { STORAGE_DIR: storageDir, STORAGE_SIGNING_SECRET: SIGNING_SECRET },
      services: ['identity', 'media'],
      workers: ['media'],
    });
    ({ ana, ben, coach } = await signUpSquad(portal));
    anaPlayerId = await playerIdOf(ana);
    benPlayerId = await playerIdOf(ben);
    // The player, an adult on file, allows media storage in identity (Consents & Permissions), as the dialog does.
    await recordAdultBirthDate(coach, anaPlayerId);
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

    // Another player's video and player id answer like ones that do not exist (ARCHITECTURE §9).
    expect((await ben.get(`/api/videos/${video.id}`)).status).toBe(404);
    expect((await ben.request('DELETE', `/api/videos/${video.id}`)).status).toBe(404);
    expect(await (await ben.get('/api/videos')).json()).toEqual([]);
    expect((await ben.get(`/api/videos?playerId=${anaPlayerId}`)).status).toBe(404);
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
    // Wait for media's copy to hold the withdrawal too: otherwise the wait below could pass on the copy
    // from before it, and the withdrawal, arriving later, would hide the video from the delete.
    await waitFor(async () => (await ana.get(`/api/videos/${video.id}`)).status === 404, {
      what: "media to apply the withdrawn consent to the player's own view",
    });
    await ana.post(`/api/players/${anaPlayerId}/consents`, { consentType: 'media', granted: true });
    // URLs follow identity at once; the player's own view of her videos follows media's copy of the
    // consent, fed by identity.consent.changed: she sees the video again once that event is in.
    await waitFor(async () => (await ana.get(`/api/videos/${video.id}`)).status === 200, {
      what: 'the video to be visible to its player again after consent was given back',
    });

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

  /** PUTs bytes to an upload URL declaring any type, as a hostile client would. */
  const putBytes = (browser: BrowserLikeClient, uploadURL: string, body: Buffer, contentType: string) =>
    fetch(`${portal.baseUrl}${uploadURL}`, {
      method: 'PUT',
      headers: {
        'content-type': contentType,
        cookie: `portal_sid=${browser.cookie('portal_sid')}`,
        origin: portal.baseUrl,
      },
      body: new Blob([new Uint8Array(body)]),
    });

  /** A whole tus upload in one PATCH, with the `filetype` the client chose. */
  const tusUpload = async (browser: BrowserLikeClient, uploadURL: string, body: Buffer, filetype: string) => {
    const session = {
      cookie: `portal_sid=${browser.cookie('portal_sid')}`,
      origin: portal.baseUrl,
      'tus-resumable': '1.0.0',
    };
    const metadata = `uploadURL ${Buffer.from(uploadURL).toString('base64')},filetype ${Buffer.from(filetype).toString('base64')}`;
    const created = await fetch(`${portal.baseUrl}/api/objects/tus`, {
      method: 'POST',
      headers: { ...session, 'upload-length': String(body.length), 'upload-metadata': metadata },
    });
    expect(created.status).toBe(201);
    const patched = await fetch(new URL(created.headers.get('location')!, portal.baseUrl), {
      method: 'PATCH',
      headers: { ...session, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: new Blob([new Uint8Array(body)]),
    });
    expect(patched.status).toBe(204);
  };

  const expectDownloadOnly = (response: Response) => {
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment\b/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/(^|; )sandbox(;|$)/);
  };

  it('simple PUT and tus: a page or script behind image magic is served as a sandboxed download, whatever was declared', async () => {
    const pageUrl = await uploadUrlFor(ana);
    expect((await putBytes(ana, pageUrl, GIF_PAGE, 'text/html')).status).toBe(200);
    const scriptUrl = await uploadUrlFor(ana);
    await tusUpload(ana, scriptUrl, GIF_SCRIPT, 'text/javascript');

    for (const [uploadURL, title] of [
      [pageUrl, 'Page'],
      [scriptUrl, 'Script'],
    ] as const) {
      expect((await ana.put('/api/videos/upload-complete', { videoURL: uploadURL })).status).toBe(200);
      const saved = await ana.post('/api/videos', { title, description: null, videoUrl: uploadURL });
      expect(saved.status).toBe(201);
      const video: Video = await (await coach.get(`/api/videos/${(await saved.json()).id}`)).json();
      const whole = await fetch(`${portal.baseUrl}${video.videoUrl}`);
      expect(whole.status).toBe(200);
      expectDownloadOnly(whole);
      // The type does not depend on the range asked for.
      const tail = await fetch(`${portal.baseUrl}${video.videoUrl}`, { headers: { range: 'bytes=6-' } });
      expect(tail.status).toBe(206);
      expectDownloadOnly(tail);
    }
  });

  it('status flow: an MP4 header in front of a page fails processing and is not served any more', async () => {
    const uploadURL = await uploadUrlFor(ana);
    expect((await putBytes(ana, uploadURL, FTYP_SVG, 'image/svg+xml')).status).toBe(200);
    const saved = await ana.post('/api/videos', { title: 'Not a video', eventDate: '2026-11-15', fileUrl: uploadURL });
    expect(saved.status).toBe(201);
    const pending: Video = await saved.json();
    const failed = await waitFor(
      async () => {
        const current = await videoOf(coach, pending.id);
        return current.processing.state === 'failed' ? current : undefined;
      },
      { timeoutMs: 30_000, what: 'processing to fail' },
    );
    expect(failed.videoUrl).toBeNull();
    expect(failed.fileUrl).toBeNull();
    // The link handed out while it was pending is dead too: the file is gone.
    expect((await fetch(`${portal.baseUrl}${pending.videoUrl}`)).status).toBe(404);
  });

  it('the object route types by the bytes for every range, sandboxes, and ignores types stored before', async () => {
    const storage = new LocalObjectStorage({
      rootDir: join(storageDir, portal.namespace),
      signingSecret: SIGNING_SECRET,
      urlBase: '/api/objects',
    });
    const signed = (key: string) => storage.signedUrl(key, { purpose: 'get', expiresInSeconds: 60 });
    // While a polyglot is still pending it is served as what its bytes say: video, never a page.
    await storage.put('probe/polyglot', Readable.from([FTYP_SVG]));
    for (const range of [undefined, 'bytes=0-3', 'bytes=40-']) {
      const response = await fetch(`${portal.baseUrl}${await signed('probe/polyglot')}`, {
        headers: range ? { range } : {},
      });
      expect(response.headers.get('content-type')).toBe('video/mp4');
      expect(response.headers.get('content-security-policy')).toMatch(/(^|; )sandbox(;|$)/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // An object stored before this rule, with the type its uploader declared.
    const legacy = join(storageDir, portal.namespace, 'probe', 'legacy');
    await mkdir(join(storageDir, portal.namespace, 'probe'), { recursive: true });
    await writeFile(legacy, GIF_PAGE);
    await writeFile(`${legacy}.meta.json`, JSON.stringify({ contentType: 'text/html' }));
    expectDownloadOnly(await fetch(`${portal.baseUrl}${await signed('probe/legacy')}`));
  });

  it('anonymous callers get 401', async () => {
    const anonymous = new BrowserLikeClient(portal.baseUrl);
    expect((await anonymous.get('/api/videos')).status).toBe(401);
    expect((await anonymous.post('/api/objects/upload')).status).toBe(401);
  });
});
