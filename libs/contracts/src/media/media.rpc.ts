import { z } from 'zod';
import { playerExportAreaSchema, playerExportRequestSchema } from '../reports/data-export';
import { PLAYER_AND_STAFF, PLAYER_DATA_READERS, PLAYER_OR_GUARDIAN, STAFF_ROLES } from '../actor';
import { defineRpc, healthPingRpc, scopeAwaitCopyRpc } from '../rpc-definition';
import { LIST_PAGE_MAX, listCursorSchema } from '../paging';
import { playerPeriodsRequestSchema } from '../player-period';
import { textSchema } from '../strings';
import {
  REVIEW_STATUSES,
  VIDEO_SEARCH_MAX,
  VIDEO_STATUSES,
  uploadCompleteResultSchema,
  uploadCompleteSchema,
  videoCommentCreateSchema,
  videoCreateSchema,
  videoPageSchema,
  videoReplyCreateSchema,
  videoSchema,
  videoShareSchema,
} from './video';
import { PHOTO_UPLOAD_KEY, profilePhotoResultSchema } from './profile-photo';
import { videoFeedbackSchema } from './video-feedback';

import { attentionRequestSchema, mediaAttentionSchema } from '../coach-home';

const videoIdRequest = z.object({ videoId: z.uuid() }).strict();

/**
 * media's subjects. Every handler applies the scope rule (server-kit PlayerAccess) to the player it
 * touches, a video's included: outside the caller's scope answers 404, like a video that does not exist.
 */
export const mediaRpc = {
  'media.health.ping': healthPingRpc,
  'media.scope.await-copy': scopeAwaitCopyRpc,
  /**
   * A signed upload URL bound to the signed-in user (15 minutes, at most 2 GB), for the player's own
   * video or, by a parent, their child's; the `media` consent must stand.
   */
  'media.upload.create': defineRpc({
    request: z.object({ playerId: z.uuid() }).strict(),
    response: z.object({ uploadURL: z.string() }),
    access: PLAYER_OR_GUARDIAN,
  }),
  /** Simple flow: verifies a finished upload (exists, ≤ 50 MB, video or image by content). */
  'media.upload.complete': defineRpc({
    request: uploadCompleteSchema.extend({ playerId: z.uuid() }).strict(),
    response: uploadCompleteResultSchema,
    access: PLAYER_OR_GUARDIAN,
  }),
  /** The coach home's videos waiting for feedback ("In Review"), oldest first, counted and limited in the scope. */
  'media.video.attention': defineRpc({
    request: attentionRequestSchema,
    response: mediaAttentionSchema,
    access: STAFF_ROLES,
  }),
  /** The videos the caller reaches, newest first, scoped before paging; narrowed by player, squad, status, title. */
  'media.video.list': defineRpc({
    request: z
      .object({
        playerId: z.uuid().optional(),
        squadId: z.uuid().optional(),
        status: z.enum(VIDEO_STATUSES).optional(),
        search: textSchema().min(1).max(VIDEO_SEARCH_MAX).optional(),
        limit: z.number().int().min(1).max(LIST_PAGE_MAX).optional(),
        before: listCursorSchema.optional(),
      })
      .strict(),
    response: videoPageSchema,
    access: PLAYER_DATA_READERS,
  }),
  /**
   * The feedback each named player received on videos in their [start, end] (`videoFeedbackInPeriod`):
   * a report batch's videos, one entry per period in the order asked.
   */
  /**
   * Everything media holds about one player, for the data export the reports worker builds (issue 25):
   * the player's rows by table, and the storage keys of their files. Only reports, as itself, calls it.
   */
  'media.player.export-data': defineRpc({
    request: playerExportRequestSchema,
    response: playerExportAreaSchema,
    access: ['admin'],
  }),
  'media.video.feedback-periods': defineRpc({
    request: playerPeriodsRequestSchema,
    response: z.array(z.object({ playerId: z.uuid(), videos: z.array(videoFeedbackSchema) })),
    access: PLAYER_AND_STAFF,
  }),
  'media.video.get': defineRpc({
    request: videoIdRequest,
    response: videoSchema,
    access: PLAYER_DATA_READERS,
  }),
  'media.video.create': defineRpc({
    request: z.object({ playerId: z.uuid(), video: videoCreateSchema }).strict(),
    response: videoSchema,
    access: PLAYER_OR_GUARDIAN,
  }),
  'media.video.delete': defineRpc({
    request: videoIdRequest,
    response: z.object({ deleted: z.literal(true) }),
    access: PLAYER_AND_STAFF,
  }),
  'media.video.review': defineRpc({
    request: videoIdRequest.extend({
      summary: z.string().nullable().optional(),
      status: z.enum(REVIEW_STATUSES).optional(),
    }),
    response: videoSchema,
    access: STAFF_ROLES,
  }),
  'media.video.comment.add': defineRpc({
    request: videoIdRequest.extend({ comment: videoCommentCreateSchema }),
    response: videoSchema,
    access: STAFF_ROLES,
  }),
  'media.video.comment.reply': defineRpc({
    request: videoIdRequest.extend({ commentId: z.uuid(), reply: videoReplyCreateSchema }),
    response: videoSchema,
    access: PLAYER_AND_STAFF,
  }),
  /** A read-only, expiring link a player can send to a parent; needs the video_share consent. */
  'media.video.share': defineRpc({ request: videoIdRequest, response: videoShareSchema, access: ['player'] }),
  /**
   * A profile photo the gateway parked at `uploadKey`: checked by content, resized, stored, and made
   * the owner's avatar. No `playerId`: the caller's own photo.
   */
  'media.profile-photo.set': defineRpc({
    request: z
      .object({
        playerId: z.uuid().optional(),
        uploadKey: z.string().regex(PHOTO_UPLOAD_KEY, 'uploadKey is not valid'),
      })
      .strict(),
    response: profilePhotoResultSchema,
    access: PLAYER_AND_STAFF,
  }),
  'media.profile-photo.remove': defineRpc({
    request: z.object({ playerId: z.uuid().optional() }).strict(),
    response: profilePhotoResultSchema,
    access: PLAYER_AND_STAFF,
  }),
  /** Whether the caller may see this player's photo: the player is in the caller's scope. */
  'media.profile-photo.visible': defineRpc({
    request: z.object({ playerId: z.uuid() }).strict(),
    response: z.object({ visible: z.boolean() }),
    access: PLAYER_AND_STAFF,
  }),
} as const;
