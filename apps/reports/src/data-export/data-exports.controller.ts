import { Controller } from '@nestjs/common';
import type { DataExport, DataExportCreated } from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { DataExportsService } from './data-exports.service';

@Controller()
export class DataExportsController {
  constructor(private readonly exports: DataExportsService) {}

  @RpcHandler('reports.data-export.request')
  request(call: AuthenticatedRpcCall<'reports.data-export.request'>): Promise<DataExportCreated> {
    return this.exports.request(call.actor, call.data.playerId);
  }

  @RpcHandler('reports.data-export.get')
  get(call: AuthenticatedRpcCall<'reports.data-export.get'>): Promise<DataExport> {
    return this.exports.get(call.actor, call.data.exportId);
  }

  @RpcHandler('reports.data-export.download')
  download(
    call: AuthenticatedRpcCall<'reports.data-export.download'>,
  ): Promise<{ storageKey: string; fileName: string }> {
    return this.exports.download(call.actor, call.data.exportId);
  }
}
