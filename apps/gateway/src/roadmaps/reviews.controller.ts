import { Controller, Get, Query } from '@nestjs/common';
import { type Page, type ReviewQueueItem, reviewQueueQuerySchema } from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import type { z } from 'zod';
import { RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';

/** The coach's review queue: submitted work across players, oldest first, `{items, nextCursor}`. */
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @RolesAllowed('coach', 'admin')
  queue(
    @Query(new ZodValidation(reviewQueueQuerySchema)) query: z.output<typeof reviewQueueQuerySchema>,
    @Caller() caller: CallerContext,
  ): Promise<Page<ReviewQueueItem>> {
    return this.rpc.call('roadmap.review.queue', query, caller);
  }
}
