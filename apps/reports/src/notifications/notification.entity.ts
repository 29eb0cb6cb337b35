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

  /**
   * The player it is about: it is listed, counted and marked only while the user reaches that player.
   * NULL for an older row whose player could not be told (visible to its user).
   */
  @Column({ name: 'player_id', type: 'uuid', nullable: true })
  playerId!: string | null;

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
