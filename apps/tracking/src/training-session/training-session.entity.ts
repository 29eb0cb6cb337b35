import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The one training record (issue 26): Progress reads it as a session, Training as a log. */
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

  /** Null for an entry logged on Training without a duration. */
  @Column({ type: 'smallint', nullable: true })
  minutes!: number | null;

  @Column({ type: 'smallint', nullable: true })
  rpe!: number | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  /** The Training reading's wellness rating (1 to 5). */
  @Column({ name: 'wellness_rating', type: 'smallint', nullable: true })
  wellnessRating!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
