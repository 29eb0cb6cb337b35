import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'training_logs' })
@Index('training_logs_player_date', ['playerId', 'date'])
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
