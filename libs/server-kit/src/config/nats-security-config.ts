import { z } from 'zod';
import { booleanEnvFlag } from './env-flag';

const natsNkeySeed = z.string().regex(/^SU[A-Z2-7]{50,}$/, 'must be a NATS user nkey seed (SU…)');

/**
 * Who a process is on NATS and how it proves what it sends (docs/deployment.md, "NATS security").
 * All optional outside production: without them a process connects as before and warns at start-up.
 * In production a process without credentials refuses to start unless NATS_ALLOW_NO_CREDENTIALS=true.
 */
export const natsSecurityEnvShape = {
  /** This process's nkey seed; else `<NATS_CREDS_DIR>/<process>.nk`. */
  NATS_NKEY_SEED: natsNkeySeed.optional(),
  /** A directory of per-process seeds (`<process>.nk`) and `actor-signing.key`, as scripts/nats-auth.mjs writes. */
  NATS_CREDS_DIR: z.string().optional(),
  /** TLS to NATS: a CA to trust (also turns TLS on), and a client certificate and key for mutual TLS. */
  NATS_TLS_CA: z.string().optional(),
  NATS_TLS_CERT: z.string().optional(),
  NATS_TLS_KEY: z.string().optional(),
  /** HMAC key signing the actor of every RPC; required in production (else `<NATS_CREDS_DIR>/actor-signing.key`). */
  ACTOR_SIGNING_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Production only: run without NATS credentials on purpose (a NATS reachable by nothing else). */
  NATS_ALLOW_NO_CREDENTIALS: booleanEnvFlag.default(false),
};
export type NatsSecurityConfig = z.output<z.ZodObject<typeof natsSecurityEnvShape>>;
