import { createReadStream } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Server } from '@tus/server' with { 'resolution-mode': 'import' };
import type { FileStore } from '@tus/file-store' with { 'resolution-mode': 'import' };
import type { ObjectStorage, StorageConfig } from '@portal/server-kit';
import { verifyGrant } from '@portal/server-kit';

/** Where resumable uploads are served; the signed upload URL travels in the tus metadata. */
export const TUS_PATH = '/api/objects/tus';

/** How long an unfinished resumable upload is kept for its player to resume it. */
export const TUS_PARTIAL_TTL_MS = 24 * 60 * 60 * 1000;

/** A tus refusal: @tus/server answers with this status and body. */
const refusal = (status_code: number, body: string) => ({
  status_code,
  body: `${JSON.stringify({ message: body })}\n`,
});

export interface TusUploads {
  server: Server;
  store: FileStore;
}

/** The signed upload URL of a tus upload creation (`Upload-Metadata: uploadURL <base64>`). */
export function grantOfMetadata(
  metadata: Record<string, string | null> | undefined,
  secret: string,
  nowSeconds: number,
) {
  const uploadURL = metadata?.uploadURL;
  if (!uploadURL) return { ok: false as const, reason: 'malformed' as const };
  const url = new URL(uploadURL, 'http://portal.invalid');
  const key = decodeURIComponent(url.pathname.replace(/^\/api\/objects\//, ''));
  return verifyGrant(key, Object.fromEntries(url.searchParams), 'put', secret, nowSeconds);
}

/**
 * Resumable uploads (the tus protocol, @tus/server with a file store on the gateway's disk): a lost
 * connection resumes where it stopped. Each upload is bound to a signed upload URL (same grant as
 * `PUT {uploadURL}`: user, expiry, 2 GB); when it completes, the file is streamed into object storage
 * under that URL's key (so it works with either driver) and the partial is removed.
 */
export async function createTusUploads(
  storage: ObjectStorage,
  config: StorageConfig,
  namespace: string,
): Promise<TusUploads> {
  const { Server } = await import('@tus/server');
  const { FileStore } = await import('@tus/file-store');
  const directory = resolve(config.STORAGE_DIR, `${namespace}-tus`);
  // A partial left for a day is abandoned: `deleteExpired` (run hourly by the controller) removes it.
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: TUS_PARTIAL_TTL_MS });
  const server = new Server({
    path: TUS_PATH,
    datastore: store,
    relativeLocation: true,
    maxSize: 2_147_483_648,
    namingFunction: (_request, metadata) => {
      const check = grantOfMetadata(metadata, config.STORAGE_SIGNING_SECRET, Date.now() / 1000);
      if (!check.ok) throw refusal(403, 'This upload URL is not valid');
      return check.grant.key.replace(/^uploads\//, '');
    },
    onUploadFinish: async (_request, upload) => {
      const check = grantOfMetadata(upload.metadata ?? undefined, config.STORAGE_SIGNING_SECRET, 0);
      if (!check.ok) throw refusal(403, 'This upload URL is not valid');
      // The declared `filetype` is ignored: storage keeps the type the file's own bytes give.
      await storage.put(check.grant.key, createReadStream(join(directory, upload.id)), {
        maxBytes: check.grant.maxBytes,
        ifAbsent: true,
      });
      await store.remove(upload.id);
      return {};
    },
  });
  return { server, store };
}
