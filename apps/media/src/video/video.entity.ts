import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'videos' })
@Index('videos_player_created', ['playerId', 'createdAt', 'id'])
@Index('videos_status_created', ['status', 'createdAt', 'id'])
@Index('videos_created', ['createdAt', 'id'])
@Index('videos_pending_created', ['createdAt'], { where: `"processing_state" = 'pending'` })
export class VideoEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'player_id', type: 'uuid' })
  playerId!: string;

  @Column({ name: 'upload_id', type: 'uuid' })
  uploadId!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'text', nullable: true })
  type!: string | null;

  @Column({ name: 'event_date', type: 'date', nullable: true })
  eventDate!: string | null;

  @Column({ type: 'text', nullable: true })
  opponent!: string | null;

  @Column({ name: 'jersey_number', type: 'smallint', nullable: true })
  jerseyNumber!: number | null;

  @Column({ name: 'notes_from_player', type: 'text', nullable: true })
  notesFromPlayer!: string | null;

  @Column({ name: 'original_key', type: 'text' })
  originalKey!: string;

  @Column({ name: 'original_content_type', type: 'text' })
  originalContentType!: string;

  @Column({ name: 'media_kind', type: 'text' })
  mediaKind!: 'video' | 'image';

  @Column({ type: 'text', default: 'In Review' })
  status!: string;

  @Column({ type: 'text', nullable: true })
  summary!: string | null;

  @Column({ name: 'reviewed_by', type: 'uuid', nullable: true })
  reviewedBy!: string | null;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt!: Date | null;

  @Column({ name: 'processing_state', type: 'text', default: 'pending' })
  processingState!: 'pending' | 'ready' | 'failed';

  @Column({ name: 'processing_reason', type: 'text', nullable: true })
  processingReason!: string | null;

  @Column({ name: 'duration_seconds', type: 'double precision', nullable: true })
  durationSeconds!: number | null;

  @Column({ name: 'thumbnail_key', type: 'text', nullable: true })
  thumbnailKey!: string | null;

  @Column({ name: 'web_key', type: 'text', nullable: true })
  webKey!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
