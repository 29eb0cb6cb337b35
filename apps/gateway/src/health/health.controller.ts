import { Controller, Get, Req, Res } from '@nestjs/common';
import type { PublicHealth } from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../access/access-rule';
import { collectPortalHealth } from './portal-health';
import { Answers } from '../openapi/answers.decorator';
import { z } from 'zod';

/**
 * Up or down, for anyone (uptime checks, the start script). Which service is down, versions and
 * database state are for admins only (GET /api/admin/health): they help an attacker pick a target.
 */
@Controller('health')
@Public()
export class HealthController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Answers(
    { status: 200, schema: z.object({ status: z.literal('ok') }), description: 'Every service answers.' },
    { status: 503, schema: z.object({ status: z.literal('unavailable') }), description: 'A service is down.' },
  )
  async health(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<PublicHealth> {
    const health = await collectPortalHealth(this.rpc, request.id);
    reply.header('cache-control', 'no-store');
    if (health.down.length > 0) {
      reply.status(503);
      return { status: 'unavailable' };
    }
    return { status: 'ok' };
  }

  /** Liveness of the gateway process itself, for probes that must not fail when a service is down. */
  @Get('live')
  @Answers(z.object({ status: z.literal('up') }))
  live() {
    return { status: 'up' };
  }
}
