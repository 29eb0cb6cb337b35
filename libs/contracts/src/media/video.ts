import { z } from 'zod';
import { calendarDaySchema } from '../calendar';
import { LIST_PAGE_MAX, listCursorSchema, pageSchema } from '../paging';
import { mediaConsentWithdrawalSchema } from './media-consent';
import { optionalTextSchema, requiredTextSchema, textSchema } from '../strings';

/** Spec §9: the simple flow's one file of at most 50 MB, video or image. */
export const SIMPLE_UPLOAD_MAX_BYTES = 52_428_800;
/** Spec §9: the status version's one MP4 of at most 2 GB; also the ceiling of every upload URL. */
export const STATUS_UPLOAD_MAX_BYTES = 2_147_483_648;
/** How long an upload URL may be used. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

export const VIDEO_TYPES = ['Game', 'Training'] as const;
export const VIDEO_STATUSES = ['In Review', 'Needs More Info', 'Reviewed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];
/** What a coach may set; 'In Review' is set on upload. */
export const REVIEW_STATUSES = ['Needs More Info', 'Reviewed'] as const;
export const PROCESSING_STATES = ['pending', 'ready', 'failed'] as const;
export type ProcessingState = (typeof PROCESSING_STATES)[number];

export const VIDEO_TITLE_MAX = 200;
export const VIDEO_TEXT_MAX = 4000;
export const SIMPLE_TITLE_REQUIRED_MESSAGE = 'Please enter a title for your video';
export const STATUS_TITLE_REQUIRED_MESSAGE = 'Title is required';
export const EVENT_DATE_REQUIRED_MESSAGE = 'Event date is required';
export const UPLOAD_REQUIRED_MESSAGE = 'Please upload a video first';
export const MEDIA_CONSENT_REQUIRED_MESSAGE =
  "Storing videos needs the player's consent to media storage (Consents & Permissions: media).";
export const SHARE_CONSENT_REQUIRED_MESSAGE =
  "Sharing a video needs the player's consent to video sharing (Consents & Permissions: video_share).";

const uploadUrlSchema = textSchema({ error: UPLOAD_REQUIRED_MESSAGE }).min(1, UPLOAD_REQUIRED_MESSAGE).max(4000);

/** Simple flow (spec §7): `{title, description, videoUrl}`; title and description are trimmed. */
export const simpleVideoCreateSchema = z
  .object({
    title: requiredTextSchema(SIMPLE_TITLE_REQUIRED_MESSAGE, VIDEO_TITLE_MAX),
    description: optionalTextSchema(VIDEO_TEXT_MAX),
    videoUrl: uploadUrlSchema,
  })
  .strict();
export type SimpleVideoCreate = z.input<typeof simpleVideoCreateSchema>;

/** Status version (spec §7): `{title, type, eventDate, opponent, jerseyNumber, notesFromPlayer, fileUrl}`. */
export const statusVideoCreateSchema = z
  .object({
    title: requiredTextSchema(STATUS_TITLE_REQUIRED_MESSAGE, VIDEO_TITLE_MAX),
    type: z.enum(VIDEO_TYPES, { error: 'must be Game or Training' }).default('Game'),
    eventDate: z
      .string({ error: EVENT_DATE_REQUIRED_MESSAGE })
      .min(1, EVENT_DATE_REQUIRED_MESSAGE)
      .pipe(calendarDaySchema),
    opponent: optionalTextSchema(VIDEO_TITLE_MAX),
    jerseyNumber: z
      .number({ error: 'must be a whole number from 0 to 99' })
      .int('must be a whole number from 0 to 99')
      .min(0, 'must be a whole number from 0 to 99')
      .max(99, 'must be a whole number from 0 to 99')
      .nullish(),
    notesFromPlayer: optionalTextSchema(VIDEO_TEXT_MAX),
    fileUrl: uploadUrlSchema,
  })
  .strict();
export type StatusVideoCreate = z.input<typeof statusVideoCreateSchema>;

/** POST /api/videos accepts either reading; a body with `fileUrl` is the status version. */
export const videoCreateSchema = z.preprocess(
  (value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? { ...value, flow: 'fileUrl' in value ? 'status' : 'simple' }
      : value,
  z.discriminatedUnion('flow', [
    simpleVideoCreateSchema.extend({ flow: z.literal('simple') }),
    statusVideoCreateSchema.extend({ flow: z.literal('status') }),
  ]),
);
export type VideoCreate = z.output<typeof videoCreateSchema>;

/** PUT /api/videos/upload-complete `{videoURL}`. */
export const uploadCompleteSchema = z.object({ videoURL: uploadUrlSchema }).strict();
export const uploadCompleteResultSchema = z.object({
  objectPath: z.string(),
  contentType: z.string(),
  size: z.number(),
});

export const videoReplySchema = z.object({
  id: z.uuid(),
  text: z.string(),
  authorId: z.uuid(),
  authorRole: z.string(),
  createdAt: z.iso.datetime(),
});
export const videoCommentSchema = videoReplySchema.extend({
  atSeconds: z.number(),
  replies: z.array(videoReplySchema),
});
export type VideoComment = z.infer<typeof videoCommentSchema>;

/** One entity, both readings (ARCHITECTURE §7): `coachComments` is the review summary. */
export const videoSchema = z.object({
  id: z.uuid(),
  playerId: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  /** A signed, expiring URL of the browser-playable file (the web copy when one was made). */
  videoUrl: z.string().nullable(),
  fileUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  uploadDate: z.iso.datetime(),
  coachComments: z.string().optional(),
  summary: z.string().nullable(),
  type: z.string().nullable(),
  eventDate: z.string().nullable(),
  opponent: z.string().nullable(),
  jerseyNumber: z.number().nullable(),
  notesFromPlayer: z.string().nullable(),
  status: z.string(),
  durationSeconds: z.number().nullable(),
  processing: z.object({ state: z.enum(PROCESSING_STATES), reason: z.string().nullable() }),
  commentCount: z.number().int(),
  comments: z.array(videoCommentSchema),
  /** Only staff get such a video: the player withdrew the `media` consent; no URL is given. */
  mediaConsentWithdrawn: mediaConsentWithdrawalSchema.optional(),
});
export type Video = z.infer<typeof videoSchema>;
export const videoPageSchema = pageSchema(videoSchema);

/** The longest title search (`?search=`) a video list accepts. */
export const VIDEO_SEARCH_MAX = VIDEO_TITLE_MAX;

/**
 * GET /api/videos: `?status=` and `?search=` (part of the title, any case) for everyone; staff may
 * name `?playerId=` and `?squadId=` (Video Analysis), always within their own scope.
 */
export const videoListQuerySchema = z
  .object({
    status: z.enum(VIDEO_STATUSES, { error: 'must be In Review, Needs More Info or Reviewed' }).optional(),
    playerId: z.uuid('must be a valid id').optional(),
    squadId: z.uuid('must be a valid id').optional(),
    search: textSchema()
      .max(VIDEO_SEARCH_MAX, `must be at most ${VIDEO_SEARCH_MAX} characters`)
      .transform((search) => search.trim() || undefined)
      .optional(),
    limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).optional(),
    before: listCursorSchema.optional(),
  })
  .strict();
export type VideoListQuery = z.infer<typeof videoListQuerySchema>;

export const videoCommentCreateSchema = z
  .object({
    atSeconds: z
      .number({ error: 'must be a number of seconds' })
      .min(0, 'must be 0 or more')
      .max(24 * 3600, 'must be within the video'),
    text: requiredTextSchema('Comment text is required', VIDEO_TEXT_MAX),
  })
  .strict();
export type VideoCommentCreate = z.input<typeof videoCommentCreateSchema>;

export const videoReplyCreateSchema = z
  .object({ text: requiredTextSchema('Reply text is required', VIDEO_TEXT_MAX) })
  .strict();

/** A coach's review: the summary (simple model's coachComments) and/or the status. */
export const videoReviewSchema = z
  .object({
    summary: optionalTextSchema(VIDEO_TEXT_MAX).optional(),
    status: z.enum(REVIEW_STATUSES, { error: 'must be Needs More Info or Reviewed' }).optional(),
  })
  .strict()
  .refine((review) => review.summary !== undefined || review.status !== undefined, {
    message: 'Give a summary or a status',
    path: ['status'],
  });
export type VideoReview = z.input<typeof videoReviewSchema>;

export const videoShareSchema = z.object({ shareUrl: z.string(), expiresAt: z.iso.datetime() });
