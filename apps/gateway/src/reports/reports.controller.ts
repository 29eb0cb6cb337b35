import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  type Report,
  type ReportGenerateRequest,
  type ReportGeneration,
  type ReportListQuery,
  reportGenerateRequestSchema,
  reportListQuerySchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { PlayerData, RolesAllowed, SignedIn } from '../access/access-rule';
import { Caller, type CallerContext, TargetPlayer } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { USER_CONTENT_SECURITY_POLICY } from '../objects/user-content-headers';

const reportIdParam = z.uuid({ error: 'Invalid report id' });

/** RFC 6266: an ASCII fallback and the exact UTF-8 name. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Six-weekly progress reports: listed per player, downloaded as PDF, generated now by staff. */
@Controller('reports')
export class ReportsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @PlayerData({ staffSource: 'query', key: 'playerId' })
  list(
    @Query(new ZodValidation(reportListQuerySchema)) _query: ReportListQuery,
    @TargetPlayer() playerId: string,
    @Caller() caller: CallerContext,
  ): Promise<Report[]> {
    return this.rpc.call('reports.report.list', { playerId }, caller);
  }

  /** The service checks the actor may reach the report's player (another player's report is a 404). */
  @Get(':id/pdf')
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
  @HttpCode(202)
  @RolesAllowed('coach', 'admin')
  generate(
    @Body(new ZodValidation(reportGenerateRequestSchema)) body: ReportGenerateRequest,
    @Caller() caller: CallerContext,
  ): Promise<ReportGeneration> {
    return this.rpc.call('reports.report.generate', body, caller);
  }
}
