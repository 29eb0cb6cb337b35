import { Controller, GoneException, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  DATA_EXPORT_EXPIRED_MESSAGE,
  type DataExport,
  type DataExportCreated,
  ErrorCode,
  PLAYER_DATA_READERS,
} from '@portal/contracts';
import { type ObjectStorage, RpcClient, ServiceError } from '@portal/server-kit';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { PlayerData, RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext, TargetPlayer } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { InjectGatewayStorage } from '../objects/object-storage.provider';
import { Answers } from '../openapi/answers.decorator';

const exportIdSchema = z.uuid('must be a valid export id');

/**
 * A family's copy of all of one player's data (issue 25): asked for here, built by the reports worker,
 * then streamed from object storage to the browser. Who may ask and read is decided by the reports
 * service (scope: 404 outside; a coach or a minor player: 403 with the reason).
 */
@Controller()
export class DataExportsController {
  constructor(
    private readonly rpc: RpcClient,
    @InjectGatewayStorage() private readonly storage: ObjectStorage,
  ) {}

  @Post('players/:id/export')
  @Answers('reports.data-export.request')
  @HttpCode(202)
  @PlayerData({ staffSource: 'param', key: 'id' })
  request(@TargetPlayer() playerId: string, @Caller() caller: CallerContext): Promise<DataExportCreated> {
    return this.rpc.call('reports.data-export.request', { playerId }, caller);
  }

  @Get('exports/:exportId')
  @Answers('reports.data-export.get')
  @RolesAllowed(...PLAYER_DATA_READERS)
  status(
    @Param('exportId', new ZodValidation(exportIdSchema)) exportId: string,
    @Caller() caller: CallerContext,
  ): Promise<DataExport> {
    return this.rpc.call('reports.data-export.get', { exportId }, caller);
  }

  /**
   * The ZIP, streamed from storage (never held in memory). The type is ours, never the client's; the
   * requester's rights are checked by reports first; an expired link is 410.
   */
  @Get('exports/:exportId/download')
  @Answers(
    {
      contentType: 'application/zip',
      description: 'The ZIP.',
      headers: { 'Content-Disposition': 'attachment; filename="…"' },
    },
    { status: 410, error: true, description: 'The copy has expired; ask for a new one.' },
  )
  @RolesAllowed(...PLAYER_DATA_READERS)
  async download(
    @Param('exportId', new ZodValidation(exportIdSchema)) exportId: string,
    @Caller() caller: CallerContext,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const where = await this.rpc.call('reports.data-export.download', { exportId }, caller).catch((error: unknown) => {
      if (
        error instanceof ServiceError &&
        error.code === ErrorCode.Conflict &&
        error.message === DATA_EXPORT_EXPIRED_MESSAGE
      )
        throw new GoneException(DATA_EXPORT_EXPIRED_MESSAGE);
      throw error;
    });
    const read = await this.storage.get(where.storageKey);
    // fileName is built by dataExportFileName: a lower-case ASCII slug, safe inside the quotes.
    void reply
      .status(200)
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${where.fileName}"`)
      .header('Content-Length', String(read.size))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store');
    await reply.send(read.stream);
  }
}
