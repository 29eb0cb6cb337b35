import { Controller } from '@nestjs/common';
import type { PlayerExportArea } from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { PlayerExportService } from './player-export.service';

@Controller()
export class PlayerExportController {
  constructor(private readonly exports: PlayerExportService) {}

  @RpcHandler('roadmap.player.export-data')
  exportData(call: AuthenticatedRpcCall<'roadmap.player.export-data'>): Promise<PlayerExportArea> {
    return this.exports.exportData(call.actor, call.data.playerId);
  }
}
