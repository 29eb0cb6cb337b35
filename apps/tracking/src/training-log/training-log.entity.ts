import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'training_logs' })
// The migration's index: (player_id, date DESC, created_at DESC), the list's order. The decorator
// cannot say DESC; the columns and their order match.
@Index('training_logs_player_date', ['playerId', 'date', 'createdAt'])
export class TrainingLogEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'player_id', type: 'uuid' })
  playerId!: string;

  /** A calendar day (`yyyy-MM-dd`), not an instant. */
  @Column({ type: 'date' })
  date!: string;

  @Column({ type: 'text' })
  type!: string;

  @Column({ name: 'wellness_rating', type: 'smallint', nullable: true })
  wellnessRating!: number | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
