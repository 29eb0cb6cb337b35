import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'assignments' })
// The migration's indexes (DESC and partial clauses are in the migration).
@Index('assignments_player_created', ['playerId', 'createdAt', 'id'])
@Index('assignments_roadmap_created', ['roadmapId', 'createdAt', 'id'])
export class AssignmentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'roadmap_id', type: 'uuid' })
  roadmapId!: string;

  @Column({ name: 'player_id', type: 'uuid' })
  playerId!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  category!: string;

  @Column({ type: 'text' })
  instructions!: string;

  @Column({ type: 'text', default: 'not_started' })
  status!: string;

  /** A calendar day (`yyyy-MM-dd`) or null. */
  @Column({ name: 'due_date', type: 'date', nullable: true })
  dueDate!: string | null;

  @Column({ name: 'effort_minutes', type: 'smallint', nullable: true })
  effortMinutes!: number | null;

  @Column({ name: 'evidence_required', type: 'text' })
  evidenceRequired!: string;

  @Column({ name: 'coach_notes', type: 'text', nullable: true })
  coachNotes!: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  resources!: string[];

  /** The latest submission's note (the simple model's completionNotes). */
  @Column({ name: 'completion_notes', type: 'text', nullable: true })
  completionNotes!: string | null;

  @Column({ name: 'submitted_at', type: 'timestamptz', nullable: true })
  submittedAt!: Date | null;

  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true })
  approvedAt!: Date | null;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
