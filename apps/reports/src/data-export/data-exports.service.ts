import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Actor,
  DATA_EXPORT_EXPIRED_MESSAGE,
  DATA_EXPORT_NOT_FOUND_MESSAGE,
  DATA_EXPORT_NOT_READY_MESSAGE,
  DATA_EXPORT_RUNNING_MESSAGE,
  type DataExport,
  type DataExportCreated,
  dataExportDownloadPath,
  dataExportFileName,
  dataExportProgress,
  dataExportRefusal,
  dataExportStatusAt,
  mayReadDataExport,
} from '@portal/contracts';
import { OutboxWriter, PlayerAccess, RpcClient, ServiceError } from '@portal/server-kit';
import { DataSource } from 'typeorm';
import { AS_REPORTS_SERVICE } from '../directory/identity-directory';
import { DataExportRepository, type DataExportRow } from './data-export.repository';

/**
 * Asking for a player's data export, and reading its status (issue 25). The export is built by the
 * reports worker (`reports.build-data-export`), queued from the `reports.data-export.requested` event
 * the request commits with its row.
 */
@Injectable()
export class DataExportsService {
  constructor(
    private readonly exports: DataExportRepository,
    private readonly access: PlayerAccess,
    private readonly rpc: RpcClient,
    private readonly outbox: OutboxWriter,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async request(actor: Actor, playerId: string): Promise<DataExportCreated> {
    await this.access.require(actor, playerId);
    // Identity knows the player's age and club consent age; it answers 404 for a player it no longer has.
    const profile = await this.rpc.call('identity.player.get', { playerId }, AS_REPORTS_SERVICE);
    const refusal = dataExportRefusal(actor.role, profile.consentDecidedBy);
    if (refusal) throw ServiceError.forbidden(refusal);
    // The requester's address for the "ready" mail, read now from their own account.
    const me = await this.rpc.call('identity.user.me', {}, { actor });
    const exportId = randomUUID();
    await this.dataSource.transaction(async (manager) => {
      const inserted = await this.exports.insertQueued(manager, {
        id: exportId,
        playerId: profile.id,
        requestedBy: actor.userId,
        requesterRole: actor.role,
        requesterEmail: me.email,
      });
      if (!inserted) throw ServiceError.conflict(DATA_EXPORT_RUNNING_MESSAGE);
      await this.outbox.append(manager, 'reports.data-export.requested', { exportId, playerId: profile.id });
    });
    return { exportId };
  }

  async get(actor: Actor, exportId: string): Promise<DataExport> {
    return toDataExport(await this.readable(actor, exportId), new Date());
  }

  /** Where the ready ZIP is: 409 (the gateway answers 410) once expired, 409 while not ready. */
  async download(actor: Actor, exportId: string): Promise<{ storageKey: string; fileName: string }> {
    const row = await this.readable(actor, exportId);
    const status = dataExportStatusAt(toStatusInput(row), new Date());
    if (status === 'expired') throw ServiceError.conflict(DATA_EXPORT_EXPIRED_MESSAGE);
    if (status !== 'ready' || !row.storageKey) throw ServiceError.conflict(DATA_EXPORT_NOT_READY_MESSAGE);
    const profile = await this.rpc
      .call('identity.player.get', { playerId: row.playerId }, AS_REPORTS_SERVICE)
      .catch(() => null);
    return {
      storageKey: row.storageKey,
      fileName: dataExportFileName(profile?.fullName ?? 'player', row.createdAt.toISOString()),
    };
  }

  /** The export, when the actor still reaches its player and may read it; NOT_FOUND otherwise. */
  private async readable(actor: Actor, exportId: string): Promise<DataExportRow> {
    const row = await this.exports.find(exportId);
    if (!row || !mayReadDataExport(actor, row.requestedBy)) throw ServiceError.notFound(DATA_EXPORT_NOT_FOUND_MESSAGE);
    await this.access.require(actor, row.playerId, DATA_EXPORT_NOT_FOUND_MESSAGE);
    return row;
  }
}

function toStatusInput(row: DataExportRow) {
  return { status: row.status, expiresAt: row.expiresAt?.toISOString() ?? null };
}

function toDataExport(row: DataExportRow, now: Date): DataExport {
  const status = dataExportStatusAt(toStatusInput(row), now);
  return {
    exportId: row.id,
    playerId: row.playerId,
    status,
    progress: dataExportProgress(row.itemsDone, row.itemsTotal, status),
    itemsDone: row.itemsDone,
    itemsTotal: row.itemsTotal,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    ...(status === 'ready' ? { downloadUrl: dataExportDownloadPath(row.id) } : {}),
    ...(status === 'failed' ? { error: 'The export could not be prepared. Please ask for a new one.' } : {}),
  };
}
