import { Controller, Get, Res } from '@nestjs/common';
import { type ExportKind, ErrorCode, adminRowName, exportFileName } from '@portal/contracts';
import { RpcClient, RpcStreamClient, ServiceError } from '@portal/server-kit';
import type { FastifyReply } from 'fastify';
import { PlayerData } from '../access/access-rule';
import { Caller, type CallerContext, TargetPlayer } from '../access/request-context';
import { Answers } from '../openapi/answers.decorator';

/**
 * CSV exports (spec §2.10, §7), opened in a new tab with the session cookie: tracking writes the CSV and
 * streams it over NATS in chunks, as fast as the browser takes them (server-kit's rpc-stream), never
 * held whole in memory. A player exports only their own, staff the players in their scope (404
 * otherwise, as for a player that does not exist).
 */
@Controller('export')
export class ExportsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly streams: RpcStreamClient,
  ) {}

  @Get('training-sessions/:playerId')
  @Answers({
    contentType: 'text/csv',
    description: 'The CSV file.',
    headers: { 'Content-Disposition': 'attachment; filename="…"' },
  })
  @PlayerData({ staffSource: 'param', key: 'playerId' })
  trainingSessions(@TargetPlayer() playerId: string, @Caller() caller: CallerContext, @Res() reply: FastifyReply) {
    return this.send('training-sessions', playerId, caller, reply);
  }

  @Get('wellness-logs/:playerId')
  @Answers({
    contentType: 'text/csv',
    description: 'The CSV file.',
    headers: { 'Content-Disposition': 'attachment; filename="…"' },
  })
  @PlayerData({ staffSource: 'param', key: 'playerId' })
  wellnessLogs(@TargetPlayer() playerId: string, @Caller() caller: CallerContext, @Res() reply: FastifyReply) {
    return this.send('wellness-logs', playerId, caller, reply);
  }

  private async send(kind: ExportKind, playerId: string, caller: CallerContext, reply: FastifyReply): Promise<void> {
    // The first chunk arrives before any header goes out, so a refusal is still a proper 404/503; a
    // failure after that aborts the response instead of ending it as if complete.
    const [opened, named] = await Promise.allSettled([
      this.streams.open('tracking.export.csv', { kind, playerId }, caller),
      this.playerNameOf(playerId, caller),
    ]);
    if (opened.status === 'rejected') throw opened.reason;
    const csv = opened.value;
    if (named.status === 'rejected') {
      csv.destroy();
      throw named.reason;
    }
    const playerName = named.value;
    // exportFileName turns the name into a lower-case ASCII slug, safe inside the quoted header value.
    // The UTC day from the ISO string: calendarDayOf's Intl formatting cost more than the rest of the handler.
    const fileName = exportFileName(kind, playerName, new Date().toISOString().slice(0, 10));
    await reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  }

  /** The player's name from identity for the file name; `player-<id prefix>` when identity has none or is down. */
  private async playerNameOf(playerId: string, caller: CallerContext): Promise<string> {
    const fallback = `player-${playerId.slice(0, 8)}`;
    try {
      const name = adminRowName(await this.rpc.call('identity.player.get', { playerId }, caller));
      return name === 'Unknown' ? fallback : name;
    } catch (error) {
      const missing =
        error instanceof ServiceError && (error.code === ErrorCode.NotFound || error.code === ErrorCode.Unavailable);
      if (missing) {
        return fallback;
      }
      throw error;
    }
  }
}
