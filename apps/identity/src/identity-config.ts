import { emailSchema, passwordSchema } from '@portal/contracts';
import { loadConfigOrExit } from '@portal/server-kit';
import { z } from 'zod';

/** Identity's own settings, on top of the service settings every process reads. */
export const identityEnvSchema = z
  .object({
    /** Optional first admin, created on start when no account has this e-mail. */
    ADMIN_EMAIL: emailSchema.optional(),
    ADMIN_PASSWORD: passwordSchema.optional(),
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
