import { portalHealthSchema } from '@portal/contracts';
import { Controller, Get, Req, Res } from '@nestjs/common';
import type { PortalHealth } from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RolesAllowed } from '../access/access-rule';
import { collectPortalHealth } from './portal-health';
import { Answers } from '../openapi/answers.decorator';

/** Every service's state, version and database, for admins: 200 with the details, down or not. */
@Controller('admin/health')
@RolesAllowed('admin')
export class AdminHealthController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Answers(portalHealthSchema)
  async health(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<PortalHealth> {
    reply.header('cache-control', 'no-store');
    return collectPortalHealth(this.rpc, request.id);
  }
}
