import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One player's report for one period; regenerating it replaces the file and keeps the id. */
@Entity({ name: 'reports' })
@Index('reports_player_period_key', ['playerId', 'periodNumber'], { unique: true })
export class ReportEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'player_id', type: 'uuid' })
  playerId!: string;

  @Column({ name: 'period_number', type: 'int' })
  periodNumber!: number;

  @Column({ name: 'period_start', type: 'date' })
  periodStart!: string;

  @Column({ name: 'period_end', type: 'date' })
  periodEnd!: string;

  @Column({ name: 'file_name', type: 'text' })
  fileName!: string;

  @Column({ name: 'size_bytes', type: 'int' })
  sizeBytes!: number;

  @Column({ name: 'generated_at', type: 'timestamptz' })
  generatedAt!: Date;
}
