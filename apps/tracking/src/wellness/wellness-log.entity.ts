import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'wellness_logs' })
@Unique('wellness_logs_player_date', ['playerId', 'date'])
export class WellnessLogEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'player_id', type: 'uuid' })
  playerId!: string;

  @Column({ type: 'date' })
  date!: string;

  @Column({ type: 'smallint' })
  energy!: number;

  @Column({ type: 'smallint' })
  fatigue!: number;

  @Column({ type: 'smallint' })
  sleep!: number;

  @Column({ type: 'smallint' })
  motivation!: number;

  @Column({ type: 'smallint', nullable: true })
  soreness!: number | null;

  @Column({ type: 'smallint', nullable: true })
  mood!: number | null;

  @Column({ type: 'text', nullable: true })
  comment!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
