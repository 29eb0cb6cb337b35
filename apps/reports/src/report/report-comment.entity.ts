import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A coach's comment on one player's period: one per player and period, the last write wins. */
@Entity({ name: 'report_comments' })
export class ReportCommentEntity {
  @PrimaryColumn({ name: 'player_id', type: 'uuid' })
  playerId!: string;

  @PrimaryColumn({ name: 'period_number', type: 'int' })
  periodNumber!: number;

  @Column({ type: 'text' })
  text!: string;

  @Column({ name: 'author_id', type: 'uuid' })
  authorId!: string;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
