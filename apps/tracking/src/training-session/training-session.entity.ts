import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'training_sessions' })
// The migration's index: (player_id, date DESC, created_at DESC, id DESC).
@Index('training_sessions_player_date', ['playerId', 'date', 'createdAt', 'id'])
export class TrainingSessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'player_id', type: 'uuid' })
  playerId!: string;

  /** The calendar day in the player's zone. */
  @Column({ type: 'date' })
  date!: string;

  @Column({ name: 'day_of_week', type: 'text' })
  dayOfWeek!: string;

  @Column({ type: 'text' })
  type!: string;

  @Column({ type: 'text' })
  category!: string;

  @Column({ type: 'smallint' })
  minutes!: number;

  @Column({ type: 'smallint', nullable: true })
  rpe!: number | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
