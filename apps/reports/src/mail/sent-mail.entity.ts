import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One e-mail the worker has sent: its message id makes a retried send a no-op. */
@Entity({ name: 'sent_mails' })
export class SentMailEntity {
  @PrimaryColumn({ name: 'message_id', type: 'text' })
  messageId!: string;

  @Column({ type: 'int' })
  recipients!: number;

  @Column({ type: 'text' })
  transport!: string;

  @CreateDateColumn({ name: 'sent_at', type: 'timestamptz' })
  sentAt!: Date;
}
