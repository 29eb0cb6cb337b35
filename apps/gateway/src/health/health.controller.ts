import { Controller, Get, Req, Res } from '@nestjs/common';
import { RpcClient } from '@portal/server-kit';
import { Public } from '../access/access-rule';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectPortalHealth } from './portal-health';

@Controller('health')
@Public()
export class HealthController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  async health(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const health = await collectPortalHealth(this.rpc, request.id);
    reply.header('cache-control', 'no-store');
    if (health.down.length > 0) {
      reply.status(503);
      return { message: `Unavailable: ${health.down.join(', ')}`, ...health };
    }
    return health;
  }

  /** Liveness of the gateway process itself, for probes that must not fail when a service is down. */
  @Get('live')
  live() {
    return { status: 'up' };
  }
}
