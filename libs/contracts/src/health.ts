import { z } from 'zod';
import { SERVICE_NAMES } from './services';

export const dependencyStatusSchema = z.enum(['up', 'down']);

export const serviceHealthSchema = z.object({
  service: z.enum(SERVICE_NAMES),
  status: dependencyStatusSchema,
  database: dependencyStatusSchema,
  version: z.string(),
  instance: z.string(),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

export const portalHealthSchema = z.object({
  status: dependencyStatusSchema,
  services: z.record(
    z.string(),
    z.object({
      status: dependencyStatusSchema,
      database: dependencyStatusSchema.optional(),
      version: z.string().optional(),
    }),
  ),
  down: z.array(z.string()),
});
export type PortalHealth = z.infer<typeof portalHealthSchema>;

/** GET /api/health, for anyone: up or down, nothing more (details: GET /api/admin/health, admins). */
export const publicHealthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
export type PublicHealth = z.infer<typeof publicHealthSchema>;

/** The gateway answers /api/health within 2 s, so each ping gets less than that. */
export const HEALTH_PING_TIMEOUT_MS = 1500;
