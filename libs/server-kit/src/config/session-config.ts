import { z } from 'zod';
import type { SessionPolicy } from '../sessions';

const DAY_SECONDS = 24 * 3600;

/** Session lifetimes, in seconds, shared by the gateway (which enforces them) and identity. */
export const sessionEnvSchema = z.object({
  SESSION_IDLE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * DAY_SECONDS),
  SESSION_ABSOLUTE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * DAY_SECONDS),
});

export function sessionPolicyFrom(config: z.output<typeof sessionEnvSchema>): SessionPolicy {
  return {
    idleTtlMs: config.SESSION_IDLE_TTL_SECONDS * 1000,
    absoluteTtlMs: config.SESSION_ABSOLUTE_TTL_SECONDS * 1000,
    touchIntervalMs: Math.min(60_000, config.SESSION_IDLE_TTL_SECONDS * 250),
  };
}
