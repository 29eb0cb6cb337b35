import { z } from 'zod';
import { baseEnvSchema } from '../config';

const optionalPort = z.coerce.number().int().min(1).max(65535).optional();

export const serviceEnvSchema = baseEnvSchema.extend({
  PORTAL_VERSION: z.string().default('0.1.0'),
  /** Plain HTTP liveness/readiness port for Kubernetes probes; unset locally. */
  HEALTH_PORT: optionalPort,
  /** The interface HEALTH_PORT listens on: loopback unless set (Kubernetes and compose set 0.0.0.0). */
  HEALTH_HOST: z.string().default('127.0.0.1'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
});
export type ServiceConfig = z.output<typeof serviceEnvSchema>;

export const workerEnvSchema = serviceEnvSchema.extend({
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  WORKER_LOCK_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
});
export type WorkerConfig = z.output<typeof workerEnvSchema>;
