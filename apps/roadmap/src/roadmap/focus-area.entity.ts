import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'focus_areas' })
@Index('focus_areas_roadmap', ['roadmapId', 'createdAt', 'id'])
export class FocusAreaEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'roadmap_id', type: 'uuid' })
  roadmapId!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
