import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Actor, PlayerExportArea } from '@portal/contracts';
import { PlayerAccess, ServiceError } from '@portal/server-kit';
import { DataSource } from 'typeorm';
import { ROADMAP_EXPORT_QUERIES } from './player-export.rules';

/**
 * Roadmap's part of a player's data export (issue 25). Only the reports service, acting as itself,
 * asks (serviceRpcCalls); the scope rule still applies, so a wrong caller gets nothing.
 */
@Injectable()
export class PlayerExportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: PlayerAccess,
  ) {}

  async exportData(actor: Actor, playerId: string): Promise<PlayerExportArea> {
    if (actor.service !== 'reports') throw ServiceError.forbidden('Only the data export may read this');
    await this.access.require(actor, playerId);
    // One snapshot: every table read in one repeatable-read transaction.
    const tables = await this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const result: Record<string, Record<string, unknown>[]> = {};
      for (const [table, sql] of Object.entries(ROADMAP_EXPORT_QUERIES))
        result[table] = (await manager.query(sql, [playerId])) as Record<string, unknown>[];
      return result;
    });
    return { tables, files: [] };
  }
}
