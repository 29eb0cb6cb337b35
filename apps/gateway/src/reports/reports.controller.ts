import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import {
  PLAYER_DATA_READERS,
  PLAYER_NOT_FOUND_MESSAGE,
  type Report,
  type ReportGenerateRequest,
  type ReportGeneration,
  type ReportListQuery,
  reportGenerateRequestSchema,
  isStaff,
  reportListQuerySchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { RolesAllowed, SignedIn } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { USER_CONTENT_SECURITY_POLICY } from '../objects/user-content-headers';
import { Answers } from '../openapi/answers.decorator';

const reportIdParam = z.uuid({ error: 'Invalid report id' });

/** RFC 6266: an ASCII fallback and the exact UTF-8 name. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Six-weekly progress reports: listed per player (staff: or every player they reach, by squad),
 * downloaded as PDF, generated now by staff. The service scopes each (outside the scope is a 404).
 */
@Controller('reports')
export class ReportsController {
  constructor(private readonly rpc: RpcClient) {}

  /**
   * A player's own; a parent names the child with `?playerId=` (required); staff name a player with
   * `?playerId=`, or list every player's they reach (`?squadId=`).
   */
  @Get()
  @Answers('reports.report.list')
  @RolesAllowed(...PLAYER_DATA_READERS)
  list(
    @Query(new ZodValidation(reportListQuerySchema)) query: ReportListQuery,
    @Caller() caller: CallerContext,
  ): Promise<Report[]> {
    const { actor } = caller;
    if (isStaff(actor.role))
      return this.rpc.call('reports.report.list', { playerId: query.playerId, squadId: query.squadId }, caller);
    if (actor.role === 'parent') return this.rpc.call('reports.report.list', { playerId: query.playerId }, caller);
    if (!actor.playerId) throw new ForbiddenException('This account has no player record');
    if (query.playerId && query.playerId !== actor.playerId) throw new NotFoundException(PLAYER_NOT_FOUND_MESSAGE);
    return this.rpc.call('reports.report.list', { playerId: actor.playerId }, caller);
  }

  /** The service checks the actor may reach the report's player (another player's report is a 404). */
  @Get(':id/pdf')
  @Answers({ contentType: 'application/pdf', description: 'The report as a PDF.' })
  @SignedIn()
  async pdf(
    @Param('id', new ZodValidation(reportIdParam)) reportId: string,
    @Caller() caller: CallerContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { report, contentBase64 } = await this.rpc.call('reports.report.pdf', { reportId }, caller);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachmentDisposition(report.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', USER_CONTENT_SECURITY_POLICY)
      .header('cache-control', 'private, no-store');
    return Buffer.from(contentBase64, 'base64');
  }

  @Post()
  @Answers('reports.report.generate')
  @HttpCode(202)
  @RolesAllowed('coach', 'admin')
  generate(
    @Body(new ZodValidation(reportGenerateRequestSchema)) body: ReportGenerateRequest,
    @Caller() caller: CallerContext,
  ): Promise<ReportGeneration> {
    return this.rpc.call('reports.report.generate', body, caller);
  }
}
