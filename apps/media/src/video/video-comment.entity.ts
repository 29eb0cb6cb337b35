import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A coach's time-coded comment (`atSeconds`, no parent) or a reply to one (`parentId`, no time). */
@Entity({ name: 'video_comments' })
@Index('video_comments_video', ['videoId', 'atSeconds', 'createdAt'])
export class VideoCommentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'video_id', type: 'uuid' })
  videoId!: string;

  @Column({ name: 'parent_id', type: 'uuid', nullable: true })
  parentId!: string | null;

  @Column({ name: 'at_seconds', type: 'double precision', nullable: true })
  atSeconds!: number | null;

  @Column({ type: 'text' })
  text!: string;

  @Column({ name: 'author_id', type: 'uuid' })
  authorId!: string;

  @Column({ name: 'author_role', type: 'text' })
  authorRole!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
