import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One submission or review of an assignment: who, when, the evidence or note, and the move it made. */
@Entity({ name: 'assignment_versions' })
@Index('assignment_versions_assignment', ['assignmentId', 'createdAt', 'id'])
export class AssignmentVersionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'assignment_id', type: 'uuid' })
  assignmentId!: string;

  @Column({ type: 'text' })
  kind!: 'submission' | 'review';

  @Column({ name: 'from_status', type: 'text' })
  fromStatus!: string;

  @Column({ name: 'to_status', type: 'text' })
  toStatus!: string;

  @Column({ name: 'by_user_id', type: 'uuid' })
  byUserId!: string;

  @Column({ name: 'by_role', type: 'text' })
  byRole!: string;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  @Column({ type: 'text', nullable: true })
  link!: string | null;

  /** Set by the database (clock_timestamp(), so two versions of one transaction keep their order). */
  @Column({ name: 'created_at', type: 'timestamptz', insert: false, default: () => 'clock_timestamp()' })
  createdAt!: Date;
}
