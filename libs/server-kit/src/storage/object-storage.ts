import type { Readable } from 'node:stream';

/**
 * What a stored object is: its size in bytes and the content type it was stored with (decided by the
 * driver from the object's first bytes and the allow-list of `servedTypeOf`).
 */
export interface ObjectInfo {
  size: number;
  contentType: string;
}

/** An inclusive byte range, as in HTTP `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

/** No content type: the driver stores the type the object's own first bytes give (`servedTypeOf`). */
export interface PutOptions {
  /** Refuse (and keep nothing) when the stream is longer than this. */
  maxBytes?: number;
  /** Refuse (and keep nothing) when the key already holds an object: single-use upload targets. */
  ifAbsent?: boolean;
}

export interface ObjectRead extends ObjectInfo {
  stream: Readable;
  /** The range served, when one was asked for. */
  range?: ByteRange;
}

export type SignedUrlPurpose = 'put' | 'get';

/** The consents of ARCHITECTURE §5 that a player's media URL may depend on. */
export type PlayerMediaConsent = 'media' | 'video_share';

/**
 * A download of a player's media: valid only while the player grants every one of `requires` and,
 * when it names one, while `viewerUserId` still reaches the player.
 */
export interface PlayerConsentBinding {
  playerId: string;
  requires: readonly PlayerMediaConsent[];
  /**
   * When the newest of `requires` was granted, as identity recorded it: a change after that (a
   * withdrawal, even one given back later) ends the URL for good. Share links carry it.
   */
  unchangedSince?: string;
  /**
   * The user the URL was issued for (a share link: whoever made it). Identity refuses the URL once
   * that user is gone, deactivated, or no longer reaches the player (ARCHITECTURE §9 scope: removed
   * from the squad, another role or club), whoever holds the URL.
   */
  viewerUserId?: string;
}

/**
 * The S3 driver's URLs go to the bucket, where nobody can check a consent or a viewer's scope: a
 * consent-bound one lives at most this long, and screens fetch new ones as they refetch.
 */
export const S3_CONSENT_BOUND_URL_MAX_SECONDS = 10 * 60;

export interface SignedUrlOptions {
  purpose: SignedUrlPurpose;
  expiresInSeconds: number;
  /** Only this user may use the URL (local driver: checked against the session by the gateway). */
  boundToUserId?: string;
  /** Upload URLs: the most bytes the upload may carry (local driver enforces it while streaming). */
  maxBytes?: number;
  /**
   * Who will use the URL: a browser (default) or a process of ours such as the worker's ffmpeg. With
   * S3_PUBLIC_ENDPOINT the two reach the bucket by different hosts.
   */
  reader?: 'browser' | 'server';
  /** Download URLs: the file name offered to the browser. */
  downloadName?: string;
  /**
   * Download URLs of a player's media: refused as soon as the player withdraws one of these consents
   * or the viewer it names loses the player (local driver: the gateway asks identity on every
   * request; S3: short-lived, see S3_CONSENT_BOUND_URL_MAX_SECONDS).
   */
  consent?: PlayerConsentBinding;
  /**
   * Download URLs: the type the server decided for this object by its content (a verified upload's,
   * a thumbnail's), held to the allow-list of `servedTypeForMime`; anything else, or nothing, is an
   * `application/octet-stream` attachment. The S3 driver fixes the response to it; the local
   * driver's gateway route decides by the object's bytes when it serves.
   */
  contentType?: string;
}

/**
 * One object store for every service (media's videos, thumbnails and photos; reports' PDFs). Keys
 * are `/`-separated paths of `[a-zA-Z0-9._-]` segments. Bodies are streams only: nothing here holds a
 * whole object in memory.
 */
export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Readable, options?: PutOptions): Promise<ObjectInfo>;
  get(key: string, range?: ByteRange): Promise<ObjectRead>;
  /** Null when no object has this key. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `folder/` (nothing there is not an error). */
  deleteFolder(folder: string): Promise<void>;
  /** A signed, expiring URL for one purpose (upload or download) of one key. */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
  /** A path on this machine's disk when the driver keeps files locally (tools such as ffmpeg read it). */
  localPath(key: string): string | null;
}

/** Why a storage call was refused; the gateway maps these to HTTP statuses. */
export class StorageError extends Error {
  constructor(
    readonly reason: 'not-found' | 'too-large' | 'exists' | 'bad-key' | 'bad-range',
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

const KEY_PATTERN = /^[a-zA-Z0-9_-][a-zA-Z0-9._-]*(\/[a-zA-Z0-9_-][a-zA-Z0-9._-]*)*$/;

/** Keys never climb out of their store (`..`, absolute paths and odd characters are refused). */
export function assertValidKey(key: string): void {
  if (key.length > 512 || !KEY_PATTERN.test(key) || key.split('/').some((segment) => segment.startsWith('..')))
    throw new StorageError('bad-key', `Invalid object key: ${JSON.stringify(key)}`);
}
