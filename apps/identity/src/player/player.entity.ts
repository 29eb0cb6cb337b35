import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A player in the programme. Every user with the role `player` has exactly one; its id (not the user
 * id) keys all player data in every service. A player without an account (userId null) is allowed.
 */
@Entity({ name: 'players' })
export class Player {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('players_user_id_unique', { unique: true })
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ name: 'full_name', type: 'text', nullable: true })
  fullName!: string | null;

  @Column({ type: 'text', default: 'active' })
  status!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
