import { Column, Entity, PrimaryColumn } from 'typeorm';

/** tracking's own projection of roadmap's assignments (fed by roadmap.assignment.* events). */
@Entity({ name: 'assignment_statuses' })
export class AssignmentStatusEntity {
  @PrimaryColumn({ name: 'assignment_id', type: 'uuid' })
  assignmentId!: string;

  @Column({ name: 'player_id', type: 'uuid' })
  playerId!: string;

  @Column({ name: 'roadmap_id', type: 'uuid' })
  roadmapId!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  status!: string;

  @Column({ name: 'due_date', type: 'date', nullable: true })
  dueDate!: string | null;

  @Column({ type: 'boolean', default: false })
  deleted!: boolean;

  @Column({ name: 'last_event_at', type: 'timestamptz' })
  lastEventAt!: Date;
}
