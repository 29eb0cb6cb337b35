import { z } from 'zod';
import { booleanEnvFlag } from '../config/env-flag';

/**
 * What the process that sends mail (the reports worker) reads. In production a missing SMTP_URL is
 * refused at start-up (invitations, consent requests and deletion links would only reach files on
 * disk) unless MAIL_ALLOW_FILE_OUTBOX=true says that is meant.
 */
export const mailEnvSchema = z
  .object({
    NODE_ENV: z.string().default('development'),
    MAIL_ALLOW_FILE_OUTBOX: booleanEnvFlag.default(false),
    /** smtp://user:pass@host:port or smtps://…; unset: messages are written as .eml files instead. */
    SMTP_URL: z
      .string()
      .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Player Portal <no-reply@portal.local>'),
    /** Where .eml files go when SMTP_URL is unset (a fresh machine needs no mail server). */
    MAIL_OUTBOX_DIR: z.string().min(1).default('var/mail-outbox'),
  })
  .superRefine((config, context) => {
    if (config.NODE_ENV === 'production' && !config.SMTP_URL && !config.MAIL_ALLOW_FILE_OUTBOX)
      context.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'is required when NODE_ENV=production: without it mail is only written to files (set MAIL_ALLOW_FILE_OUTBOX=true if that is meant)',
      });
  });
export type MailConfig = z.output<typeof mailEnvSchema>;
