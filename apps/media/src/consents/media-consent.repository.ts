import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, LessThanOrEqual, Raw, Repository } from 'typeorm';
import { MediaConsentEntity } from './media-consent.entity';
import type { MediaConsentState } from './media-consent.rules';

/** The only code that reads or writes `media.player_media_consents`. */
@Injectable()
export class MediaConsentRepository {
  constructor(@InjectRepository(MediaConsentEntity) private readonly consents: Repository<MediaConsentEntity>) {}

  /** The player's row, locked for a read-modify-write in the caller's transaction. */
  async lock(manager: EntityManager, playerId: string): Promise<MediaConsentState | null> {
    const row = await manager
      .getRepository(MediaConsentEntity)
      .findOne({ where: { playerId }, lock: { mode: 'pessimistic_write' } });
    return row && { granted: row.granted, withdrawnAt: row.withdrawnAt, lastChangeAt: row.lastChangeAt };
  }

  async save(manager: EntityManager, playerId: string, state: MediaConsentState): Promise<void> {
    await manager.getRepository(MediaConsentEntity).upsert({ playerId, ...state }, ['playerId']);
  }

  /** When each of these players withdrew the media consent, for those who have (and not given it again). */
  async withdrawalsOf(playerIds: readonly string[]): Promise<Map<string, Date>> {
    if (playerIds.length === 0) return new Map();
    const rows = await this.consents.find({
      where: { playerId: In([...new Set(playerIds)]), granted: false },
      select: { playerId: true, withdrawnAt: true },
    });
    return new Map(rows.map((row) => [row.playerId, row.withdrawnAt!]));
  }

  /** Players withdrawn at or before `cutoff` whose media this withdrawal has not yet deleted. */
  async dueForDeletion(cutoff: Date, limit: number): Promise<{ playerId: string; withdrawnAt: Date }[]> {
    const rows = await this.consents.find({
      where: {
        granted: false,
        withdrawnAt: LessThanOrEqual(cutoff),
        deletedForWithdrawalAt: Raw((column) => `(${column} IS NULL OR ${column} <> "withdrawn_at")`),
      },
      order: { withdrawnAt: 'ASC' },
      take: limit,
    });
    return rows.map((row) => ({ playerId: row.playerId, withdrawnAt: row.withdrawnAt! }));
  }

  /**
   * Records that this withdrawal's media is deleted; false (nothing written) when the consent was
   * given again meanwhile, which cancels the deletion.
   */
  async markDeleted(manager: EntityManager, playerId: string, withdrawnAt: Date): Promise<boolean> {
    const result = await manager
      .getRepository(MediaConsentEntity)
      .update({ playerId, granted: false, withdrawnAt }, { deletedForWithdrawalAt: withdrawnAt });
    return (result.affected ?? 0) > 0;
  }
}
