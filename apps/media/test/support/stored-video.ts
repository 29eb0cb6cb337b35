import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';

/**
 * A stored video without the upload and processing path (the upload row it needs, then the video),
 * ready to be served, uploaded at `uploadedAt`. Returns its id.
 */
export async function storedVideo(
  pg: Client,
  playerId: string,
  title: string,
  uploadedAt = new Date().toISOString(),
): Promise<string> {
  const uploadId = randomUUID();
  const key = `fixtures/${uploadId}.mp4`;
  await pg.query(
    `INSERT INTO "media"."uploads" ("id", "player_id", "user_id", "object_key", "expires_at", "verified_kind")
     VALUES ($1, $2, $3, $4, now(), 'video')`,
    [uploadId, playerId, randomUUID(), key],
  );
  const rows = await pg.query(
    `INSERT INTO "media"."videos" ("player_id", "upload_id", "title", "original_key", "original_content_type",
       "media_kind", "status", "processing_state", "created_at")
     VALUES ($1, $2, $3, $4, 'video/mp4', 'video', 'In Review', 'ready', $5) RETURNING "id"`,
    [playerId, uploadId, title, key, uploadedAt],
  );
  return rows.rows[0].id as string;
}
