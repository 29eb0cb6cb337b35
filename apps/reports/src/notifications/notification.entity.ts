import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One thing one user is told about (the header's bell). */
@Entity({ name: 'notifications' })
@Index('notifications_user_latest_idx', ['userId', 'createdAt', 'id'])
export class NotificationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** The domain event it came from: one notification per event and user. */
  @Column({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @Column({ type: 'text' })
  kind!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'text' })
  link!: string;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
