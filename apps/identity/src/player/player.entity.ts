import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

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

  @Column({ name: 'club_id', type: 'uuid' })
  clubId!: string;

  @Column({ type: 'text', default: 'active' })
  status!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /* The full record (spec §3); positions, goals, parents and consents live in their own tables. */
  @Column({ name: 'date_of_birth', type: 'date', nullable: true })
  dateOfBirth!: string | null;

  @Column({ name: 'declared_age', type: 'smallint', nullable: true })
  declaredAge!: number | null;

  @Column({ name: 'graduation_year', type: 'smallint', nullable: true })
  graduationYear!: number | null;

  @Column({ name: 'height_cm', type: 'double precision', nullable: true })
  heightCm!: number | null;

  @Column({ name: 'weight_kg', type: 'double precision', nullable: true })
  weightKg!: number | null;

  @Column({ name: 'dominant_foot', type: 'text', nullable: true })
  dominantFoot!: string | null;

  @Column({ name: 'club_name', type: 'text', nullable: true })
  clubName!: string | null;

  @Column({ name: 'team_name', type: 'text', nullable: true })
  teamName!: string | null;

  @Column({ name: 'league_level', type: 'text', nullable: true })
  leagueLevel!: string | null;

  @Column({ name: 'school', type: 'text', nullable: true })
  school!: string | null;

  @Column({ name: 'gpa', type: 'text', nullable: true })
  gpa!: string | null;

  @Column({ name: 'academic_interests', type: 'text', nullable: true })
  academicInterests!: string | null;

  @Column({ name: 'player_email', type: 'text', nullable: true })
  playerEmail!: string | null;

  @Column({ name: 'player_phone', type: 'text', nullable: true })
  playerPhone!: string | null;

  @Column({ name: 'jersey_number', type: 'smallint', nullable: true })
  jerseyNumber!: number | null;

  @Column({ name: 'bio', type: 'text', nullable: true })
  bio!: string | null;

  @Column({ name: 'parent_contact_info', type: 'text', nullable: true })
  parentContactInfo!: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
