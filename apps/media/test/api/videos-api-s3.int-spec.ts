import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Video } from '@portal/contracts';
import {
  ADULT_DATE_OF_BIRTH,
  BrowserLikeClient,
  type RunningPortal,
  type TestInfra,
  createTestNamespace,
  createSignedInStaff,
  destroyNamespace,
  namespaceEnv,
  recordAdultBirthDate,
  resolveTestInfra,
  startPortal,
  waitFor,
} from '@portal/server-kit/testing';
import S3rver from 's3rver';
import { makeClip } from '../support/clips';
import { putFile } from '../support/upload-client';

/**
 * Both upload flows with STORAGE_DRIVER=s3 against s3rver (an S3-compatible server from npm, run by
 * the test): upload URLs are presigned S3 URLs straight to the bucket, the worker reads the clip
 * through a presigned GET, and downloads are presigned too.
 */
describe('videos API with the s3 storage driver', () => {
  let infra: TestInfra;
  let namespace: string;
  let portalEnv: Record<string, string>;
  let portal: RunningPortal;
  let server: S3rver;
  let dir: string;
  let ana: BrowserLikeClient;
  let endpoint: string;

  beforeAll(async () => {
    infra = await resolveTestInfra();
    namespace = createTestNamespace();
    dir = await mkdtemp(join(tmpdir(), 's3rver-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: join(dir, 'bucket'),
      configureBuckets: [{ name: 'portal', configs: [] }],
    });
    endpoint = `http://127.0.0.1:${((await server.run()) as AddressInfo).port}`;
    const env = {
      ...namespaceEnv(namespace, infra),
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'portal',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    portalEnv = env;
    portal = await startPortal({ env, services: ['identity', 'media'], workers: ['media'] });
    ana = new BrowserLikeClient(portal.baseUrl);
    expect(
      (
        await ana.post('/api/auth/signup', {
          email: 'ana@club.test',
          password: 'Kick-Off-2026!',
          firstName: 'Ana',
          lastName: 'S3',
          dateOfBirth: ADULT_DATE_OF_BIRTH,
        })
      ).status,
    ).toBe(201);
    const playerId = (await (await ana.get('/api/players/me')).json()).id;
    // Her club's admin records her adult date of birth (a player cannot move themself over the consent age).
    const admin = await createSignedInStaff(portal.baseUrl, portalEnv, { email: 'admin@club.test', role: 'admin' });
    await recordAdultBirthDate(admin, playerId);
    expect((await ana.post(`/api/players/${playerId}/consents`, { consentType: 'media', granted: true })).status).toBe(
      200,
    );
  });

  afterAll(async () => {
    await portal?.stopAll();
    await server?.close();
    await destroyNamespace(namespace, infra);
    await rm(dir, { recursive: true, force: true });
  });

  const uploadUrl = async () => (await (await ana.post('/api/objects/upload')).json()).uploadURL as string;
  const processed = (id: string) =>
    waitFor(
      async () => {
        const video: Video = await (await ana.get(`/api/videos/${id}`)).json();
        return video.processing.state === 'pending' ? undefined : video;
      },
      { timeoutMs: 60_000, what: 'processing' },
    );

  it('simple flow: presigned PUT to the bucket, upload-complete, POST, processed by the worker', async () => {
    const url = await uploadUrl();
    expect(url.startsWith(`${endpoint}/portal/${namespace}/uploads/`)).toBe(true);
    expect((await putFile(ana, url, await makeClip(dir, 'h264', 2))).status).toBe(200);
    const completed = await ana.put('/api/videos/upload-complete', { videoURL: url });
    expect(completed.status).toBe(200);
    const created = await ana.post('/api/videos', {
      title: 'S3 clip',
      description: '',
      videoUrl: (await completed.json()).objectPath,
    });
    expect(created.status).toBe(201);
    const video = await processed((await created.json()).id);
    expect(video.processing).toEqual({ state: 'ready', reason: null });
    expect(video.durationSeconds).toBeCloseTo(2, 0);
    const thumbnail = await fetch(video.thumbnailUrl!);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
    const ranged = await fetch(video.videoUrl!, { headers: { range: 'bytes=0-15' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-type')).toBe('video/mp4');
    expect(ranged.headers.get('content-disposition')).toMatch(/^inline; filename="[0-9a-f-]{36}\.mp4"$/);
  });

  it('a page behind image magic PUT to the bucket as text/html is served as an opaque download', async () => {
    const url = await uploadUrl();
    const page = Buffer.from('GIF89a<html><body><script>fetch("/api/videos")</script></body></html>');
    const put = await fetch(url, { method: 'PUT', headers: { 'content-type': 'text/html' }, body: page });
    expect(put.status).toBe(200);
    expect((await ana.put('/api/videos/upload-complete', { videoURL: url })).status).toBe(200);
    const created = await ana.post('/api/videos', { title: 'S3 page', description: '', videoUrl: url });
    expect(created.status).toBe(201);
    const video: Video = await created.json();
    for (const headers of [{}, { range: 'bytes=6-' }] as Record<string, string>[]) {
      const served = await fetch(video.videoUrl!, { headers });
      expect(served.ok).toBe(true);
      expect(served.headers.get('content-type')).toBe('application/octet-stream');
      expect(served.headers.get('content-disposition')).toMatch(/^attachment\b/);
    }
  });

  it('status version: an MP4 needing a web copy; a text file is refused and deleted', async () => {
    const url = await uploadUrl();
    expect((await putFile(ana, url, await makeClip(dir, 'mpeg4', 2))).status).toBe(200);
    const created = await ana.post('/api/videos', { title: 'S3 derby', eventDate: '2026-11-15', fileUrl: url });
    expect(created.status).toBe(201);
    const video = await processed((await created.json()).id);
    expect(video.processing.state).toBe('ready');
    expect(video.videoUrl).toContain('/web.mp4?');

    const textUrl = await uploadUrl();
    expect((await putFile(ana, textUrl, await makeClip(dir, 'text'))).status).toBe(200);
    const refused = await ana.post('/api/videos', { title: 'Fake', eventDate: '2026-11-15', fileUrl: textUrl });
    expect(refused.status).toBe(400);
    expect((await fetch(textUrl.replace(/\?.*$/, ''))).status).toBe(404);
  });
});
