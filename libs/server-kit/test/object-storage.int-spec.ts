import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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

interface S3rverObject {
  bucket: string;
  key: string;
  content: Buffer | Readable;
  metadata: Record<string, string>;
}
interface S3rverStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  getObject(bucket: string, key: string, options?: unknown): Promise<unknown>;
  putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
  deleteObject(bucket: string, key: string): Promise<unknown>;
}

/**
 * S3 makes a PUT visible whole (a read answers the old object or the new one); s3rver truncates the
 * object file and rewrites it and its metadata in place, so a read during a PUT can see half of one.
 * This holds s3rver to S3's behaviour: a PUT's body is written to a new file that replaces the old
 * one, and one operation at a time touches a key (a read's file is open before the next PUT begins).
 */
function makePutsAtomic(server: S3rver): void {
  const store = (server as unknown as { store: S3rverStore }).store;
  const queues = new Map<string, Promise<unknown>>();
  const exclusive = <T>(bucket: string, key: string, work: () => Promise<T>): Promise<T> => {
    const next = (queues.get(`${bucket}/${key}`) ?? Promise.resolve()).catch(() => undefined).then(work);
    queues.set(`${bucket}/${key}`, next);
    return next;
  };
  const getObject = store.getObject.bind(store);
  const deleteObject = store.deleteObject.bind(store);
  store.getObject = (bucket, key, options) => exclusive(bucket, key, () => getObject(bucket, key, options));
  store.deleteObject = (bucket, key) => exclusive(bucket, key, () => deleteObject(bucket, key));
  store.putObject = async (object) => {
    const chunks: Buffer[] = [];
    if (Buffer.isBuffer(object.content)) chunks.push(object.content);
    else for await (const chunk of object.content) chunks.push(Buffer.from(chunk as Uint8Array));
    const content = Buffer.concat(chunks);
    const md5 = createHash('md5').update(content).digest('hex');
    return exclusive(object.bucket, object.key, async () => {
      const path = store.getResourcePath(object.bucket, object.key, 'object');
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.incoming`;
      await writeFile(temporary, content);
      await rename(temporary, path);
      await store.putMetadata(object.bucket, object.key, object.metadata, md5);
      return { size: content.length, md5 };
    });
  };
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
    makePutsAtomic(server);
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

  it('answers a read during replacements of the same key with the old or the new object, never a failure', async () => {
    // Two versions that differ in size, bytes and stored type, so a read mixing them shows.
    const png = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(40_000, 0x11)]);
    const other = Buffer.alloc(90_000, 0x22);
    const versions = [
      { bytes: png, contentType: 'image/png' },
      { bytes: other, contentType: 'application/octet-stream' },
    ];
    const key = 'photos/player/replaced.webp';
    await storage.put(key, Readable.from([png]));
    const failures: string[] = [];
    const check = (what: string, info: { size: number; contentType: string }, bytes?: Buffer) => {
      const version = versions.find((candidate) => candidate.bytes.length === info.size);
      if (!version) return void failures.push(`${what}: size ${info.size} is no version's`);
      if (info.contentType !== version.contentType)
        failures.push(`${what}: ${info.size} bytes typed ${info.contentType}, not ${version.contentType}`);
      if (bytes && !bytes.equals(version.bytes))
        failures.push(`${what}: ${bytes.length} bytes, not those of the ${info.size}-byte version`);
    };
    const reads = async () => {
      for (let round = 0; round < 30; round += 1) {
        try {
          const read = await storage.get(key);
          const chunks: Buffer[] = [];
          for await (const chunk of read.stream) chunks.push(Buffer.from(chunk as Uint8Array));
          check('get', read, Buffer.concat(chunks));
          const info = await storage.stat(key);
          if (!info) failures.push('stat: missing');
          else check('stat', info);
        } catch (error) {
          failures.push(`read failed: ${(error as Error).message}`);
        }
      }
    };
    const replacements = async (first: number) => {
      for (let round = 0; round < 30; round += 1)
        await storage.put(key, Readable.from([versions[(first + round) % 2]!.bytes]));
    };
    await Promise.all([replacements(0), replacements(1), replacements(1), reads(), reads(), reads(), reads()]);
    expect(failures).toEqual([]);
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
