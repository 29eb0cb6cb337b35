import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ReportMailMode } from '@portal/contracts';

/** A staff member's choice of scheduled report e-mails; no row means one mail per player. */
@Entity({ name: 'report_mail_preferences' })
export class ReportMailPreferenceEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'report_mails', type: 'text' })
  reportMails!: ReportMailMode;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
