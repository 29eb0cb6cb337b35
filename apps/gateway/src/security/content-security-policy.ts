import { PRERENDERED_BOOT_SCRIPT_CSP_SOURCE } from '@portal/contracts';
import type { StorageConfig } from '@portal/server-kit';

/** The web app's policy: only our own scripts (and the prerendered pages' start script); Mantine needs inline style attributes. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", PRERENDERED_BOOT_SCRIPT_CSP_SOURCE],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
} as const;

type StorageOriginConfig = Pick<
  StorageConfig,
  'STORAGE_DRIVER' | 'S3_ENDPOINT' | 'S3_PUBLIC_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE'
>;

/**
 * The origin browsers reach the bucket at with the s3 driver (presigned PUT for uploads, GET for
 * playback, thumbnails and PDFs), or null with the local driver, whose URLs are our own.
 */
export function bucketOrigin(config: StorageOriginConfig): string | null {
  if (config.STORAGE_DRIVER !== 's3') return null;
  const pathStyle = config.S3_FORCE_PATH_STYLE === 'true';
  const endpoint = config.S3_PUBLIC_ENDPOINT ?? config.S3_ENDPOINT;
  if (endpoint) {
    const url = new URL(endpoint);
    return pathStyle ? url.origin : `${url.protocol}//${config.S3_BUCKET}.${url.host}`;
  }
  const host = `s3.${config.S3_REGION}.amazonaws.com`;
  return pathStyle ? `https://${host}` : `https://${config.S3_BUCKET}.${host}`;
}

/** The policy for this deployment: with the s3 driver, the bucket's origin for media, images and uploads. */
export function contentSecurityPolicy(config: StorageOriginConfig) {
  const origin = bucketOrigin(config);
  if (!origin) return { ...CONTENT_SECURITY_POLICY };
  return {
    ...CONTENT_SECURITY_POLICY,
    imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc, origin],
    connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, origin],
    mediaSrc: [...CONTENT_SECURITY_POLICY.mediaSrc, origin],
  };
}
