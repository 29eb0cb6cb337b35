import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  PLAYER_AND_STAFF,
  PLAYER_DATA_READERS,
  type Page,
  STAFF_ROLES,
  type Video,
  type VideoListQuery,
  uploadCompleteSchema,
  videoCommentCreateSchema,
  videoCreateSchema,
  videoListQuerySchema,
  videoReplyCreateSchema,
  videoReviewSchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { z } from 'zod';
import { PlayerOrGuardian, RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext, TargetPlayer } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { VideoCreateValidation } from './video-create.pipe';
import { IdempotentCreate } from '../idempotency/idempotent-route';
import { Answers, arrayOrPageOf } from '../openapi/answers.decorator';

const idSchema = z.uuid('must be a valid id');

/** Video pages (spec §2.11, §7) plus review, comments and share links (ours). */
@Controller('videos')
export class VideosController {
  constructor(private readonly rpc: RpcClient) {}

  /**
   * The player's own videos; a parent's named child's (`?playerId=`, required); staff see those of
   * the players in their scope (Video Analysis), filterable by `playerId`, `squadId`, `status` and a
   * title `search`. Media applies the scope: a player outside it (another player's id, for a player or
   * a parent) is 404.
   */
  @Get()
  @Answers(arrayOrPageOf('media.video.list'))
  @RolesAllowed(...PLAYER_DATA_READERS)
  async list(
    @Query(new ZodValidation(videoListQuerySchema)) query: VideoListQuery,
    @Caller() caller: CallerContext,
  ): Promise<Video[] | Page<Video>> {
    const { playerId, squadId, status, search, limit, before } = query;
    const page = await this.rpc.call('media.video.list', { playerId, squadId, status, search, limit, before }, caller);
    return query.limit === undefined ? page.items : page;
  }

  /**
   * Simple flow: returns once the upload is verified (exists, ≤ 50 MB, a video or image by content).
   * A parent names the child with `?playerId=`, here and when creating the video.
   */
  @Put('upload-complete')
  @Answers('media.upload.complete')
  @HttpCode(200)
  @PlayerOrGuardian()
  uploadComplete(
    @Body(new ZodValidation(uploadCompleteSchema)) body: { videoURL: string },
    @TargetPlayer() playerId: string,
    @Caller() caller: CallerContext,
  ) {
    return this.rpc.call('media.upload.complete', { playerId, videoURL: body.videoURL }, caller);
  }

  @Post()
  @Answers('media.video.create')
  @IdempotentCreate()
  @HttpCode(201)
  @PlayerOrGuardian()
  create(
    @Body(new VideoCreateValidation()) video: z.output<typeof videoCreateSchema>,
    @TargetPlayer() playerId: string,
    @Caller() caller: CallerContext,
  ): Promise<Video> {
    return this.rpc.call('media.video.create', { playerId, video }, caller);
  }

  @Get(':id')
  @Answers('media.video.get')
  @RolesAllowed(...PLAYER_DATA_READERS)
  get(@Param('id', new ZodValidation(idSchema)) videoId: string, @Caller() caller: CallerContext): Promise<Video> {
    return this.rpc.call('media.video.get', { videoId }, caller);
  }

  /** The owner or staff; the file, thumbnail and web copy go with it. */
  @Delete(':id')
  @Answers('media.video.delete')
  @RolesAllowed(...PLAYER_AND_STAFF)
  delete(@Param('id', new ZodValidation(idSchema)) videoId: string, @Caller() caller: CallerContext) {
    return this.rpc.call('media.video.delete', { videoId }, caller);
  }

  /** A coach's summary (the simple model's coachComments) and/or status. */
  @Patch(':id/review')
  @Answers('media.video.review')
  @RolesAllowed(...STAFF_ROLES)
  review(
    @Param('id', new ZodValidation(idSchema)) videoId: string,
    @Body(new ZodValidation(videoReviewSchema)) review: z.output<typeof videoReviewSchema>,
    @Caller() caller: CallerContext,
  ): Promise<Video> {
    return this.rpc.call('media.video.review', { videoId, ...review }, caller);
  }

  @Post(':id/comments')
  @Answers('media.video.comment.add')
  @IdempotentCreate()
  @HttpCode(201)
  @RolesAllowed(...STAFF_ROLES)
  addComment(
    @Param('id', new ZodValidation(idSchema)) videoId: string,
    @Body(new ZodValidation(videoCommentCreateSchema)) comment: z.output<typeof videoCommentCreateSchema>,
    @Caller() caller: CallerContext,
  ): Promise<Video> {
    return this.rpc.call('media.video.comment.add', { videoId, comment }, caller);
  }

  @Post(':id/comments/:commentId/replies')
  @Answers('media.video.comment.reply')
  @IdempotentCreate()
  @HttpCode(201)
  @RolesAllowed(...PLAYER_AND_STAFF)
  reply(
    @Param('id', new ZodValidation(idSchema)) videoId: string,
    @Param('commentId', new ZodValidation(idSchema)) commentId: string,
    @Body(new ZodValidation(videoReplyCreateSchema)) reply: z.output<typeof videoReplyCreateSchema>,
    @Caller() caller: CallerContext,
  ): Promise<Video> {
    return this.rpc.call('media.video.comment.reply', { videoId, commentId, reply }, caller);
  }

  /** A read-only expiring link for a parent; only with the player's video_share consent. */
  @Post(':id/share')
  @Answers('media.video.share')
  @HttpCode(201)
  @IdempotentCreate()
  @RolesAllowed('player')
  share(@Param('id', new ZodValidation(idSchema)) videoId: string, @Caller() caller: CallerContext) {
    return this.rpc.call('media.video.share', { videoId }, caller);
  }
}
