import { type PlayerExportFile, extensionForType } from '@portal/contracts';
/**
 * What media gives the data export about one player (videos and photos (their metadata and the storage keys of the originals), comments, uploads and the media consents copy): every row of the player's, by
 * table. Each query names the player once (`$1`), so nothing of another player can enter the export.
 */
export const MEDIA_EXPORT_QUERIES = {
  videos: `SELECT * FROM "media"."videos" WHERE "player_id" = $1 ORDER BY "created_at", "id"`,
  video_comments: `SELECT c.* FROM "media"."video_comments" c JOIN "media"."videos" v ON v."id" = c."video_id" WHERE v."player_id" = $1 ORDER BY c."created_at", c."id"`,
  uploads: `SELECT * FROM "media"."uploads" WHERE "player_id" = $1 ORDER BY "created_at"`,
  player_media_consents: `SELECT * FROM "media"."player_media_consents" WHERE "player_id" = $1`,
} as const;

/**
 * The originals as uploaded: one file per video or photo row (a photo is a `videos` row whose media
 * kind is image), read by the worker from storage by key. Thumbnails and web copies are ours, not the
 * family's, and are left out.
 */
export function mediaExportFiles(videos: readonly Record<string, unknown>[]): PlayerExportFile[] {
  return videos
    .filter((video) => typeof video['original_key'] === 'string' && video['original_key'] !== '')
    .map((video) => ({
      storageKey: String(video['original_key']),
      folder: video['media_kind'] === 'image' ? ('photos' as const) : ('videos' as const),
      name: typeof video['title'] === 'string' ? video['title'] : 'video',
      id: String(video['id']),
      extension: extensionForType(
        typeof video['original_content_type'] === 'string' ? video['original_content_type'] : null,
      ),
    }));
}
