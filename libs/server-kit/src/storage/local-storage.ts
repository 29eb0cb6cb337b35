import { randomUUID } from 'node:crypto';
import { type BigIntStats, createWriteStream } from 'node:fs';
import { type FileHandle, link, mkdir, open, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { SERVED_TYPE_HEAD_BYTES, servedTypeOf } from '@portal/contracts';
import {
  type ByteRange,
  type ObjectInfo,
  type ObjectRead,
  type ObjectStorage,
  type PutOptions,
  type SignedUrlOptions,
  StorageError,
  assertValidKey,
} from './object-storage';
import { signGrant } from './signed-url';

export interface LocalStorageOptions {
  /**
   * Where objects live: one file per key, plus `<key>.meta.json` with the content type its bytes gave
   * and which file it describes.
   */
  rootDir: string;
  /** HMAC secret shared with the gateway, which serves the signed URLs. */
  signingSecret: string;
  /** Prefix of signed URLs, e.g. `/api/objects` or `https://portal.example/api/objects`. */
  urlBase: string;
  now?: () => number;
}

const STREAM_BUFFER_BYTES = 1024 * 1024;

/** `<key>.meta.json`: the type `put` stored, and the file (see fileIdentity) it was stored for. */
interface StoredMeta {
  contentType: string;
  file: string;
}

/** Which file this is: device, inode, size and modification time (a rename or link keeps all four). */
function fileIdentity(file: BigIntStats): string {
  return `${file.dev}:${file.ino}:${file.size}:${file.mtimeNs}`;
}

async function readHead(handle: FileHandle, size: number): Promise<Buffer> {
  const head = Buffer.alloc(Math.min(size, SERVED_TYPE_HEAD_BYTES));
  const { bytesRead } = await handle.read(head, 0, head.length, 0);
  return head.subarray(0, bytesRead);
}

/**
 * Counts bytes as they pass and fails the stream past `maxBytes`. It also keeps the object's first
 * bytes: the drivers store the type those give (`servedTypeOf`), never a type a caller declared.
 */
export class ByteLimit extends Transform {
  bytes = 0;
  /** The first SERVED_TYPE_HEAD_BYTES bytes, once they have passed (or all there were, at the end). */
  readonly head: Promise<Buffer>;
  private readonly headChunks: Buffer[] = [];
  private settleHead!: () => void;

  constructor(private readonly maxBytes: number) {
    // Large buffers: fewer pauses between the network and the disk on multi-GB uploads.
    super({ highWaterMark: STREAM_BUFFER_BYTES });
    this.head = new Promise<void>((resolve) => (this.settleHead = resolve)).then(() =>
      Buffer.concat(this.headChunks).subarray(0, SERVED_TYPE_HEAD_BYTES),
    );
    // A stream that fails early has no more head to give; the failure itself reaches the caller.
    this.once('close', () => this.settleHead());
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.bytes < SERVED_TYPE_HEAD_BYTES) {
      this.headChunks.push(chunk.subarray(0, SERVED_TYPE_HEAD_BYTES - this.bytes));
      if (this.bytes + chunk.length >= SERVED_TYPE_HEAD_BYTES) this.settleHead();
    }
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes)
      callback(new StorageError('too-large', `The object is larger than ${this.maxBytes} bytes`));
    else callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    this.settleHead();
    callback();
  }

  /** The stored type: from the content and the allow-list (see servedTypeOf). */
  async contentType(): Promise<string> {
    return servedTypeOf(await this.head).contentType;
  }
}

/** Files under a data directory. Writes go to a temporary file first, so a failed upload keeps nothing. */
export class LocalObjectStorage implements ObjectStorage {
  readonly driver = 'local' as const;

  constructor(private readonly options: LocalStorageOptions) {}

  localPath(key: string): string {
    assertValidKey(key);
    if (key.endsWith('.meta.json')) throw new StorageError('bad-key', 'Keys may not end with .meta.json');
    return join(this.options.rootDir, key);
  }

  async put(key: string, body: Readable, options: PutOptions = {}): Promise<ObjectInfo> {
    const path = this.localPath(key);
    const temporary = join(this.options.rootDir, '.incoming', randomUUID());
    await mkdir(dirname(temporary), { recursive: true });
    await mkdir(dirname(path), { recursive: true });
    // Refused before reading: the caller still owns the body (and can answer on its connection).
    if (options.ifAbsent && (await this.stat(key))) throw new StorageError('exists', 'The object already exists');
    const limit = new ByteLimit(options.maxBytes ?? Number.MAX_SAFE_INTEGER);
    const temporaryMeta = `${temporary}.meta.json`;
    try {
      await pipeline(body, limit, createWriteStream(temporary, { flags: 'wx', highWaterMark: STREAM_BUFFER_BYTES }));
      const contentType = await limit.contentType();
      // The object and then its metadata each replace the old file in one rename, so a reader never
      // sees a half-written one; the metadata names its file, so a reader that meets the other
      // version's between the two renames knows it (see `open`).
      const meta: StoredMeta = { contentType, file: fileIdentity(await stat(temporary, { bigint: true })) };
      await writeFile(temporaryMeta, JSON.stringify(meta), { flag: 'wx' });
      if (options.ifAbsent) {
        // link() fails when the name exists, so two racing uploads to one key cannot both win.
        await link(temporary, path).catch((error: NodeJS.ErrnoException) => {
          throw error.code === 'EEXIST' ? new StorageError('exists', 'The object already exists') : error;
        });
        await unlink(temporary);
      } else {
        await rename(temporary, path);
      }
      await rename(temporaryMeta, `${path}.meta.json`);
      return { size: limit.bytes, contentType };
    } catch (error) {
      body.destroy();
      await Promise.all([rm(temporary, { force: true }), rm(temporaryMeta, { force: true })]);
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<ObjectRead> {
    const opened = await this.open(key);
    if (!opened) throw new StorageError('not-found', 'No such object');
    const { handle, info } = opened;
    if (range && (range.start < 0 || range.end < range.start || range.start >= info.size)) {
      await handle.close();
      throw new StorageError('bad-range', 'The range is outside the object');
    }
    const end = range ? Math.min(range.end, info.size - 1) : undefined;
    // Read from the file already open: a replacement meanwhile leaves this read on the version it began with.
    const stream = handle.createReadStream(range ? { start: range.start, end } : {});
    return { ...info, stream, ...(range ? { range: { start: range.start, end: end! } } : {}) };
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    const opened = await this.open(key);
    if (!opened) return null;
    await opened.handle.close();
    return opened.info;
  }

  /**
   * The object's file, open (so its bytes stay those of one version whatever replaces it), with the
   * size and type of that version. The type is the metadata's when the metadata describes this very
   * file; otherwise (a replacement between its two renames, or no metadata) the one its first bytes
   * give, which is how `put` chose it.
   */
  private async open(key: string): Promise<{ handle: FileHandle; info: ObjectInfo } | null> {
    const path = this.localPath(key);
    let handle: FileHandle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
      throw error;
    }
    try {
      const file = await handle.stat({ bigint: true });
      if (!file.isFile()) {
        await handle.close();
        return null;
      }
      const meta = await readFile(`${path}.meta.json`, 'utf8').then(
        (text) => JSON.parse(text) as Partial<StoredMeta>,
        () => ({}) as Partial<StoredMeta>,
      );
      const contentType =
        meta.contentType && meta.file === fileIdentity(file)
          ? meta.contentType
          : servedTypeOf(await readHead(handle, Number(file.size))).contentType;
      return { handle, info: { size: Number(file.size), contentType } };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.localPath(key);
    await Promise.all([rm(path, { force: true }), rm(`${path}.meta.json`, { force: true })]);
  }

  async deleteFolder(folder: string): Promise<void> {
    await rm(this.localPath(folder), { recursive: true, force: true });
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    assertValidKey(key);
    const now = this.options.now?.() ?? Date.now();
    const query = signGrant(
      {
        key,
        purpose: options.purpose,
        expiresAt: Math.floor(now / 1000) + options.expiresInSeconds,
        ...(options.boundToUserId ? { userId: options.boundToUserId } : {}),
        ...(options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {}),
        ...(options.downloadName ? { downloadName: options.downloadName } : {}),
        ...(options.consent ? { consent: options.consent } : {}),
      },
      this.options.signingSecret,
    );
    return `${this.options.urlBase}/${key}?${query}`;
  }
}
