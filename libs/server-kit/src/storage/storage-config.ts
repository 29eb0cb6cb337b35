import { resolve } from 'node:path';
import { z } from 'zod';
import { LocalObjectStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { S3ObjectStorage } from './s3-storage';

const DEVELOPMENT_SECRET = 'portal-development-object-signing-secret';

/** The storage variables every process that stores or serves objects reads (services and the gateway). */
export const storageEnvSchema = z.object({
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** local: the data directory; objects go under `<dir>/<namespace>/`. */
  STORAGE_DIR: z.string().default(resolve(__dirname, '../../../../.data/objects')),
  /** local: HMAC secret of signed URLs, the same in the services and the gateway. */
  STORAGE_SIGNING_SECRET: z.string().min(16).default(DEVELOPMENT_SECRET),
  /** local: where signed URLs point (the gateway's object routes). */
  STORAGE_URL_BASE: z.string().default('/api/objects'),
  S3_ENDPOINT: z.url().optional(),
  /**
   * Where browsers reach the bucket, when that differs from S3_ENDPOINT (docker-compose: the services
   * use http://minio:9000, the browser http://localhost:9000). Presigned URLs for browsers are signed
   * for this host; the gateway's CSP allows its origin.
   */
  S3_PUBLIC_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().default('portal'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** MinIO and s3rver need path-style URLs. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
});
export type StorageConfig = z.output<typeof storageEnvSchema>;

/** Refuses to run a production deployment with the development signing secret. */
export function assertStorageConfigSafe(config: StorageConfig, nodeEnv: string): void {
  if (
    nodeEnv === 'production' &&
    config.STORAGE_DRIVER === 'local' &&
    config.STORAGE_SIGNING_SECRET === DEVELOPMENT_SECRET
  )
    throw new Error('STORAGE_SIGNING_SECRET must be set in production');
}

/** The driver the environment chooses; `namespace` keeps deployments (and test runs) apart. */
export function createObjectStorage(config: StorageConfig, namespace: string): ObjectStorage {
  if (config.STORAGE_DRIVER === 's3') {
    return new S3ObjectStorage({
      bucket: config.S3_BUCKET,
      prefix: namespace,
      ...(config.S3_PUBLIC_ENDPOINT ? { publicEndpoint: config.S3_PUBLIC_ENDPOINT } : {}),
      client: {
        region: config.S3_REGION,
        forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
        ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
        ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
          : {}),
      },
    });
  }
  return new LocalObjectStorage({
    rootDir: resolve(config.STORAGE_DIR, namespace),
    signingSecret: config.STORAGE_SIGNING_SECRET,
    urlBase: config.STORAGE_URL_BASE,
  });
}
