import { DELETION_GRACE_HOURS_DEFAULT, emailSchema, passwordSchema } from '@portal/contracts';
import { loadConfigOrExit } from '@portal/server-kit';
import { z } from 'zod';

const count = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);
const seconds = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 86_400)
    .default(fallback);

/** Identity's own settings, on top of the service settings every process reads. */
export const identityEnvSchema = z
  .object({
    /** Optional first admin, created on start when no account has this e-mail. */
    ADMIN_EMAIL: emailSchema.optional(),
    ADMIN_PASSWORD: passwordSchema.optional(),
    /** The address browsers use; password reset links point at it. */
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    /** Failed credential checks (credential-throttle.rules.ts): free ones, then doubling waits. */
    LOGIN_FREE_FAILURES_PER_ADDRESS: count(5),
    LOGIN_FREE_FAILURES_PER_ACCOUNT: count(20),
    LOGIN_BASE_DELAY_SECONDS: seconds(1),
    LOGIN_MAX_DELAY_PER_ADDRESS_SECONDS: seconds(15 * 60),
    LOGIN_MAX_DELAY_PER_ACCOUNT_SECONDS: seconds(60),
    LOGIN_FORGET_FAILURES_AFTER_SECONDS: seconds(24 * 60 * 60),
    /** Reset links sent to one account per hour; further requests get the same answer and no mail. */
    PASSWORD_RESET_MAILS_PER_HOUR: count(3),
    /** Hours between a confirmed deletion request and the deletion (the time left to cancel it). */
    DELETION_GRACE_HOURS: z.coerce
      .number()
      .min(0)
      .max(24 * 365)
      .default(DELETION_GRACE_HOURS_DEFAULT),
    /** How often identity looks for deletions that fell due (they survive restarts: the schedule is a row). */
    DELETION_SWEEP_SECONDS: seconds(60),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  });
export type IdentityConfig = z.output<typeof identityEnvSchema>;

export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

export function loadIdentityConfig(): IdentityConfig {
  return loadConfigOrExit(identityEnvSchema, 'identity');
}
