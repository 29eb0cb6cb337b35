import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { contentDispositionOf, servedTypeForMime } from '@portal/contracts';
import { ByteLimit } from './local-storage';
import {
  type ByteRange,
  type ObjectInfo,
  type ObjectRead,
  type ObjectStorage,
  type PutOptions,
  type SignedUrlOptions,
  S3_CONSENT_BOUND_URL_MAX_SECONDS,
  StorageError,
  assertValidKey,
} from './object-storage';

export interface S3StorageOptions {
  bucket: string;
  /** Prefix inside the bucket, so several deployments can share one (the namespace). */
  prefix: string;
  client: S3ClientConfig;
  /** The endpoint browsers use, when it differs from `client.endpoint` (presigned URLs only). */
  publicEndpoint?: string;
}

function isNotFound(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === 'NotFound' || name === 'NoSuchKey';
}

/**
 * Any S3 API (AWS, MinIO, s3rver in tests). Uploads stream in 8 MB parts (lib-storage), so a 2 GB
 * object never sits in memory; signed URLs are S3 presigned URLs straight to the bucket.
 */
export class S3ObjectStorage implements ObjectStorage {
  readonly driver = 's3' as const;
  readonly client: S3Client;
  /** Signs browser URLs (SigV4 signs the host, so a URL for another host needs its own client). */
  private readonly browserSigner: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client(options.client);
    this.browserSigner = options.publicEndpoint
      ? new S3Client({ ...options.client, endpoint: options.publicEndpoint })
      : this.client;
  }

  private objectKey(key: string): string {
    assertValidKey(key);
    return this.options.prefix ? `${this.options.prefix}/${key}` : key;
  }

  localPath(): null {
    return null;
  }

  async put(key: string, body: Readable, options: PutOptions = {}): Promise<ObjectInfo> {
    const Key = this.objectKey(key);
    if (options.ifAbsent && (await this.stat(key))) throw new StorageError('exists', 'The object already exists');
    const limit = new ByteLimit(options.maxBytes ?? Number.MAX_SAFE_INTEGER);
    const counted = body.pipe(limit);
    body.on('error', (error) => limit.destroy(error));
    // Until the upload listens, a failure (too large, a broken body) is kept here and thrown below.
    let earlyFailure: unknown;
    counted.on('error', (error) => (earlyFailure ??= error));
    let upload: Upload | undefined;
    try {
      // S3 takes the type when the upload starts: the first bytes are read (and kept in the stream) first.
      const contentType = await limit.contentType();
      if (earlyFailure) throw earlyFailure;
      upload = new Upload({
        client: this.client,
        params: { Bucket: this.options.bucket, Key, Body: counted, ContentType: contentType },
        queueSize: 2,
        partSize: 8 * 1024 * 1024,
      });
      await upload.done();
      return { size: limit.bytes, contentType };
    } catch (error) {
      body.destroy();
      await upload?.abort().catch(() => undefined);
      if (limit.bytes > (options.maxBytes ?? Number.MAX_SAFE_INTEGER)) {
        await this.delete(key);
        throw new StorageError('too-large', `The object is larger than ${options.maxBytes} bytes`);
      }
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<ObjectRead> {
    try {
      const result = await this.client.send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key: this.objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const total = result.ContentRange ? Number(result.ContentRange.split('/')[1]) : (result.ContentLength ?? 0);
      const servedEnd = range ? range.start + (result.ContentLength ?? 0) - 1 : undefined;
      return {
        size: total,
        contentType: result.ContentType ?? 'application/octet-stream',
        stream: result.Body as Readable,
        ...(range ? { range: { start: range.start, end: servedEnd! } } : {}),
      };
    } catch (error) {
      if (isNotFound(error)) throw new StorageError('not-found', 'No such object');
      if ((error as { name?: string }).name === 'InvalidRange')
        throw new StorageError('bad-range', 'The range is outside the object');
      throw error;
    }
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
      );
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
  }

  async deleteFolder(folder: string): Promise<void> {
    assertValidKey(folder);
    const Prefix = `${this.objectKey(folder)}/`;
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix, ContinuationToken }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length > 0)
        await this.client.send(new DeleteObjectsCommand({ Bucket: this.options.bucket, Delete: { Objects: keys } }));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /**
   * S3 presigned URLs: signed, expiring and single-purpose (a PUT URL cannot read). S3 cannot bind a
   * URL to a portal user or count its uses; the media service enforces those when the upload is
   * claimed (upload-complete / create), and checks the size there. A download URL fixes the
   * response's type and disposition (`response-content-type`, `response-content-disposition`) to the
   * server's allow-listed type, so what the uploader declared when putting the object never reaches a
   * browser.
   */
  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    const params = { Bucket: this.options.bucket, Key: this.objectKey(key) };
    const command =
      options.purpose === 'put'
        ? new PutObjectCommand(params)
        : new GetObjectCommand({
            ...params,
            ResponseContentType: servedTypeForMime(options.contentType).contentType,
            ResponseContentDisposition: contentDispositionOf(
              servedTypeForMime(options.contentType),
              options.downloadName,
            ),
          });
    const signer = options.reader === 'server' ? this.client : this.browserSigner;
    // The bucket checks neither the consent nor the viewer binding: a consent-bound URL (every
    // player-media URL, which also names its viewer) is short-lived instead, so a withdrawn consent or
    // a coach removed from the squad keeps a URL at most S3_CONSENT_BOUND_URL_MAX_SECONDS.
    const expiresIn = options.consent
      ? Math.min(options.expiresInSeconds, S3_CONSENT_BOUND_URL_MAX_SECONDS)
      : options.expiresInSeconds;
    return getSignedUrl(signer, command, { expiresIn });
  }
}
