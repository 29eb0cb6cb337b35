import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  type Page,
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
import { PlayerOwnData, RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext, TargetPlayer } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { VideoCreateValidation } from './video-create.pipe';
import { IdempotentCreate } from '../idempotency/idempotent-route';

const idSchema = z.uuid('must be a valid id');

/** Video pages (spec §2.11, §7) plus review, comments and share links (ours). */
@Controller('videos')
export class VideosController {
  constructor(private readonly rpc: RpcClient) {}

  /**
   * The player's own videos; staff see those of the players in their scope (Video Analysis),
   * filterable by `playerId`, `squadId`, `status` and a title `search`. Media applies the scope: a
   * player outside it (another player's id, for a player) is 404.
   */
  @Get()
  @RolesAllowed('player', 'coach', 'admin')
  async list(
    @Query(new ZodValidation(videoListQuerySchema)) query: VideoListQuery,
    @Caller() caller: CallerContext,
  ): Promise<Video[] | Page<Video>> {
    const { playerId, squadId, status, search, limit, before } = query;
    const page = await this.rpc.call('media.video.list', { playerId, squadId, status, search, limit, before }, caller);
    return query.limit === undefined ? page.items : page;
  }

  /** Simple flow: returns once the upload is verified (exists, ≤ 50 MB, a video or image by content). */
  @Put('upload-complete')
  @HttpCode(200)
  @PlayerOwnData()
  uploadComplete(
    @Body(new ZodValidation(uploadCompleteSchema)) body: { videoURL: string },
    @TargetPlayer() playerId: string,
    @Caller() caller: CallerContext,
  ) {
    return this.rpc.call('media.upload.complete', { playerId, videoURL: body.videoURL }, caller);
  }

  @Post()
  @IdempotentCreate()
  @HttpCode(201)
  @PlayerOwnData()
  create(
    @Body(new VideoCreateValidation()) video: z.output<typeof videoCreateSchema>,
    @TargetPlayer() playerId: string,
    @Caller() caller: CallerContext,
  ): Promise<Video> {
    return this.rpc.call('media.video.create', { playerId, video }, caller);
  }

  @Get(':id')
  @RolesAllowed('player', 'coach', 'admin')
  get(@Param('id', new ZodValidation(idSchema)) videoId: string, @Caller() caller: CallerContext): Promise<Video> {
    return this.rpc.call('media.video.get', { videoId }, caller);
  }

  /** The owner or staff; the file, thumbnail and web copy go with it. */
  @Delete(':id')
  @RolesAllowed('player', 'coach', 'admin')
  delete(@Param('id', new ZodValidation(idSchema)) videoId: string, @Caller() caller: CallerContext) {
    return this.rpc.call('media.video.delete', { videoId }, caller);
  }

  /** A coach's summary (the simple model's coachComments) and/or status. */
  @Patch(':id/review')
  @RolesAllowed('coach', 'admin')
  review(
    @Param('id', new ZodValidation(idSchema)) videoId: string,
    @Body(new ZodValidation(videoReviewSchema)) review: z.output<typeof videoReviewSchema>,
    @Caller() caller: CallerContext,
  ): Promise<Video> {
    return this.rpc.call('media.video.review', { videoId, ...review }, caller);
  }

  @Post(':id/comments')
  @IdempotentCreate()
  @HttpCode(201)
  @RolesAllowed('coach', 'admin')
  addComment(
    @Param('id', new ZodValidation(idSchema)) videoId: string,
    @Body(new ZodValidation(videoCommentCreateSchema)) comment: z.output<typeof videoCommentCreateSchema>,
    @Caller() caller: CallerContext,
  ): Promise<Video> {
    return this.rpc.call('media.video.comment.add', { videoId, comment }, caller);
  }

  @Post(':id/comments/:commentId/replies')
  @IdempotentCreate()
  @HttpCode(201)
  @RolesAllowed('player', 'coach', 'admin')
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
  @HttpCode(201)
  @RolesAllowed('player')
  share(@Param('id', new ZodValidation(idSchema)) videoId: string, @Caller() caller: CallerContext) {
    return this.rpc.call('media.video.share', { videoId }, caller);
  }
}
