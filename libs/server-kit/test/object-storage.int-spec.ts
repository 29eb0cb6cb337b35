import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import S3rver from 's3rver';
import {
  LocalObjectStorage,
  type ObjectStorage,
  S3ObjectStorage,
  StorageError,
  readObjectHead,
  verifyGrant,
} from '../src/storage';

const SECRET = 'test-signing-secret-0123456789';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Streams `total` bytes in 64 KB chunks without ever holding them all. */
function generated(total: number): Readable {
  let sent = 0;
  const chunk = randomBytes(64 * 1024);
  return new Readable({
    read() {
      if (sent >= total) return void this.push(null);
      const size = Math.min(chunk.length, total - sent);
      sent += size;
      this.push(chunk.subarray(0, size));
    },
  });
}

/**
 * Both drivers against real storage: a directory for `local`, and for `s3` an s3rver (a pure-JS
 * S3-compatible server from npm: moto and MinIO are not installable here without Python packages
 * or a binary download, and s3rver speaks the S3 REST API with SigV4 presigned URLs).
 */
describe.each(['local', 's3'] as const)('object storage, %s driver', (driver) => {
  let storage: ObjectStorage;
  let dir: string;
  let server: S3rver | undefined;
  let endpoint = '';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), `storage-${driver}-`));
    if (driver === 'local') {
      storage = new LocalObjectStorage({ rootDir: dir, signingSecret: SECRET, urlBase: '/api/objects' });
      return;
    }
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'portal', configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
    storage = new S3ObjectStorage({
      bucket: 'portal',
      prefix: 'test-ns',
      client: {
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      },
    });
  });

  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('puts a stream, stats it, reads it whole and by range, and deletes it', async () => {
    const info = await storage.put('docs/report.txt', Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(info).toEqual({ size: 11, contentType: 'application/octet-stream' });
    expect(await storage.stat('docs/report.txt')).toEqual({ size: 11, contentType: 'application/octet-stream' });
    expect(await text((await storage.get('docs/report.txt')).stream)).toBe('hello world');
    const ranged = await storage.get('docs/report.txt', { start: 6, end: 10 });
    expect(ranged.range).toEqual({ start: 6, end: 10 });
    expect(ranged.size).toBe(11);
    expect(await text(ranged.stream)).toBe('world');
    expect((await readObjectHead(storage, 'docs/report.txt', 5)).toString()).toBe('hello');
    await storage.delete('docs/report.txt');
    expect(await storage.stat('docs/report.txt')).toBeNull();
    await expect(storage.get('docs/report.txt')).rejects.toMatchObject({ reason: 'not-found' });
    await storage.delete('docs/report.txt'); // deleting twice is fine
  });

  it('streams a 24 MB object (several S3 parts) and keeps its size', async () => {
    const total = 24 * 1024 * 1024 + 123;
    expect((await storage.put('big/file.bin', generated(total))).size).toBe(total);
    expect((await storage.stat('big/file.bin'))?.size).toBe(total);
    const tail = await storage.get('big/file.bin', { start: total - 10, end: total - 1 });
    let received = 0;
    for await (const chunk of tail.stream) received += (chunk as Buffer).length;
    expect(received).toBe(10);
  });

  it('refuses an object over maxBytes and keeps nothing', async () => {
    await expect(storage.put('limited/file.bin', generated(200_000), { maxBytes: 100_000 })).rejects.toMatchObject({
      reason: 'too-large',
    });
    expect(await storage.stat('limited/file.bin')).toBeNull();
  });

  it('refuses a second put of a single-use key', async () => {
    await storage.put('once/file.txt', Readable.from(['first']), { ifAbsent: true });
    await expect(storage.put('once/file.txt', Readable.from(['second']), { ifAbsent: true })).rejects.toBeInstanceOf(
      StorageError,
    );
    expect(await text((await storage.get('once/file.txt')).stream)).toBe('first');
  });

  it('refuses keys that climb out of the store', async () => {
    await expect(storage.stat('../etc/passwd')).rejects.toMatchObject({ reason: 'bad-key' });
    await expect(storage.put('/abs', Readable.from(['x']))).rejects.toMatchObject({ reason: 'bad-key' });
  });

  it('stores the type the bytes give, from the allow-list, however the stream is cut', async () => {
    const page = '<html><script>fetch("/api/videos")</script></html>';
    expect((await storage.put('types/page', Readable.from([Buffer.from(`GIF89a${page}`)]))).contentType).toBe(
      'application/octet-stream',
    );
    const png = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(100)]);
    // One byte at a time: the type still comes from the first bytes together.
    const trickle = Readable.from([...png].map((byte) => Buffer.from([byte])));
    expect(await storage.put('types/image', trickle)).toEqual({ size: 108, contentType: 'image/png' });
    expect(await storage.stat('types/image')).toEqual({ size: 108, contentType: 'image/png' });
    expect((await storage.get('types/image')).contentType).toBe('image/png');
    expect((await storage.put('types/empty', Readable.from([]))).contentType).toBe('application/octet-stream');
  });

  it('signs single-purpose expiring URLs', async () => {
    const putUrl = await storage.signedUrl('signed/clip.bin', {
      purpose: 'put',
      expiresInSeconds: 60,
      boundToUserId: '7b1d3c62-9c0e-4c35-9b1e-1f2a3b4c5d6e',
      maxBytes: 1000,
    });
    const getUrl = await storage.signedUrl('signed/clip.bin', { purpose: 'get', expiresInSeconds: 60 });
    if (driver === 'local') {
      const url = new URL(putUrl, 'http://portal.test');
      expect(url.pathname).toBe('/api/objects/signed/clip.bin');
      const query = Object.fromEntries(url.searchParams);
      const now = Date.now() / 1000;
      expect(verifyGrant('signed/clip.bin', query, 'put', SECRET, now)).toMatchObject({
        ok: true,
        grant: { maxBytes: 1000 },
      });
      expect(verifyGrant('signed/clip.bin', query, 'get', SECRET, now)).toEqual({ ok: false, reason: 'wrong-purpose' });
      expect(verifyGrant('signed/other.bin', query, 'put', SECRET, now)).toEqual({ ok: false, reason: 'tampered' });
      expect(verifyGrant('signed/clip.bin', query, 'put', SECRET, now + 61)).toEqual({ ok: false, reason: 'expired' });
      return;
    }
    // S3: presigned URLs straight to the bucket.
    expect(putUrl.startsWith(`${endpoint}/portal/test-ns/signed/clip.bin?`)).toBe(true);
    const uploaded = await fetch(putUrl, {
      method: 'PUT',
      body: 'presigned body',
      headers: { 'content-type': 'video/mp4' },
    });
    expect(uploaded.status).toBe(200);
    const ranged = await fetch(getUrl, { headers: { range: 'bytes=0-8' } });
    expect(ranged.status).toBe(206);
    expect(await ranged.text()).toBe('presigned');
    // The uploader declared video/mp4; a download URL fixes the type the server chose instead.
    expect(ranged.headers.get('content-type')).toBe('application/octet-stream');
    expect(ranged.headers.get('content-disposition')).toBe('attachment');
    const asVideo = await storage.signedUrl('signed/clip.bin', {
      purpose: 'get',
      expiresInSeconds: 60,
      contentType: 'video/mp4',
      downloadName: 'clip.mp4',
    });
    const video = await fetch(asVideo);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect(video.headers.get('content-disposition')).toBe('inline; filename="clip.mp4"');
    const asPage = await storage.signedUrl('signed/clip.bin', {
      purpose: 'get',
      expiresInSeconds: 60,
      contentType: 'text/html',
    });
    expect((await fetch(asPage)).headers.get('content-type')).toBe('application/octet-stream');
    // The method is part of a SigV4 signature, so real S3 refuses a PUT URL for reading; s3rver does
    // not check that, so only the expiry is checked here: an expired URL is refused.
    const expired = await getSignedUrl(
      (storage as S3ObjectStorage).client,
      new GetObjectCommand({ Bucket: 'portal', Key: 'test-ns/signed/clip.bin' }),
      { expiresIn: 60, signingDate: new Date(Date.now() - 120_000) },
    );
    expect((await fetch(expired)).status).toBe(403);
  });
});
