import { Controller, Get, Query } from '@nestjs/common';
import {
  type AdminPlayerPage,
  type AdminPlayerRow,
  UNPAGED_LIST_CEILING,
  adminPlayerListQuerySchema,
  adminPlayerRowSchema,
  adminPlayerPageSchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { Accepts, Answers } from '../openapi/answers.decorator';
import { z } from 'zod';

const parseQuery = new ZodValidation(adminPlayerListQuerySchema);

/** Coach Dashboard player list (spec §2.13, §7). */
@Controller('admin/players')
@RolesAllowed('coach', 'admin')
export class AdminPlayersController {
  constructor(private readonly rpc: RpcClient) {}

  /**
   * Without parameters: the spec's plain array (the newest UNPAGED_LIST_CEILING players). With
   * `?search=&page=&pageSize=`: one page with the total and the club-wide stat figures.
   */
  @Get()
  @Accepts({ query: adminPlayerListQuerySchema })
  @Answers(z.union([z.array(adminPlayerRowSchema), adminPlayerPageSchema]))
  async list(
    @Query() raw: Record<string, unknown>,
    @Caller() caller: CallerContext,
  ): Promise<AdminPlayerRow[] | AdminPlayerPage> {
    const query = parseQuery.transform(raw);
    if (Object.keys(raw ?? {}).length === 0) {
      const all = await this.rpc.call('identity.player.list', { page: 1, pageSize: UNPAGED_LIST_CEILING }, caller);
      return all.items;
    }
    return this.rpc.call('identity.player.list', query, caller);
  }
}
