import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** media's copy of each player's `media` consent (from `identity.consent.changed`): lists and deletion read it. */
@Entity({ name: 'player_media_consents' })
@Index('player_media_consents_withdrawn', ['withdrawnAt'], { where: '"withdrawn_at" IS NOT NULL' })
export class MediaConsentEntity {
  @PrimaryColumn({ name: 'player_id', type: 'uuid' })
  playerId!: string;

  @Column({ type: 'boolean' })
  granted!: boolean;

  @Column({ name: 'withdrawn_at', type: 'timestamptz', nullable: true })
  withdrawnAt!: Date | null;

  @Column({ name: 'last_change_at', type: 'timestamptz' })
  lastChangeAt!: Date;

  /** The withdrawal whose media has been deleted: a later withdrawal is a new deletion. */
  @Column({ name: 'deleted_for_withdrawal_at', type: 'timestamptz', nullable: true })
  deletedForWithdrawalAt!: Date | null;
}
