import { Controller, Get, Query } from '@nestjs/common';
import {
  type Page,
  type ReviewQueueNamedItem,
  PLAYER_MANY_MAX,
  adminRowName,
  reviewQueueQuerySchema,
  reviewQueueNamedPageSchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import type { z } from 'zod';
import { RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { Answers } from '../openapi/answers.decorator';

/**
 * The coach's review queue: submitted work across players, oldest first, `{items, nextCursor}`, each
 * item with its player's name (the name the Roadmap Management list shows), so no screen needs a
 * player directory to say whose work it is. `?playerId=` narrows it to one player.
 */
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Answers(reviewQueueNamedPageSchema)
  @RolesAllowed('coach', 'admin')
  async queue(
    @Query(new ZodValidation(reviewQueueQuerySchema)) query: z.output<typeof reviewQueueQuerySchema>,
    @Caller() caller: CallerContext,
  ): Promise<Page<ReviewQueueNamedItem>> {
    const page = await this.rpc.call('roadmap.review.queue', query, caller);
    const names = await this.playerNames(caller, [...new Set(page.items.map((item) => item.assignment.playerId))]);
    return {
      items: page.items.map((item) => ({ ...item, playerName: names.get(item.assignment.playerId) ?? 'Unknown' })),
      nextCursor: page.nextCursor,
    };
  }

  /** Identity names the page's players, at most PLAYER_MANY_MAX per call. */
  private async playerNames(caller: CallerContext, playerIds: string[]): Promise<Map<string, string>> {
    const batches: string[][] = [];
    for (let start = 0; start < playerIds.length; start += PLAYER_MANY_MAX) {
      batches.push(playerIds.slice(start, start + PLAYER_MANY_MAX));
    }
    const answers = await Promise.all(
      batches.map((batch) => this.rpc.call('identity.player.many', { playerIds: batch }, caller)),
    );
    return new Map(answers.flat().map((player) => [player.id, adminRowName(player)] as const));
  }
}
