import { z } from 'zod';

/** What the process that sends mail (the reports worker) reads. */
export const mailEnvSchema = z.object({
  /** smtp://user:pass@host:port or smtps://…; unset: messages are written as .eml files instead. */
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Player Portal <no-reply@portal.local>'),
  /** Where .eml files go when SMTP_URL is unset (a fresh machine needs no mail server). */
  MAIL_OUTBOX_DIR: z.string().min(1).default('var/mail-outbox'),
});
export type MailConfig = z.output<typeof mailEnvSchema>;
