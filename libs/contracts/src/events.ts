import { z } from 'zod';

/** Metadata every domain event carries; `id` is also the JetStream `Nats-Msg-Id`. */
export const eventMetaSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  occurredAt: z.iso.datetime(),
  requestId: z.string().optional(),
});
export type EventMeta = z.infer<typeof eventMetaSchema>;

/** Every domain event: past tense, `<service>.<aggregate>.<happened>`. */
export const eventDefinitions = {
  'identity.user.registered': z.object({
    userId: z.uuid(),
    playerId: z.uuid().nullable(),
    role: z.enum(['player', 'coach', 'admin']),
  }),
  'identity.user.password-changed': z.object({ userId: z.uuid() }),
  'identity.user.role-changed': z.object({
    userId: z.uuid(),
    from: z.enum(['player', 'coach', 'admin']),
    to: z.enum(['player', 'coach', 'admin']),
  }),
  'tracking.training-log.created': z.object({
    logId: z.uuid(),
    playerId: z.uuid(),
    date: z.string(),
    type: z.string(),
    wellnessRating: z.number().int().nullable(),
  }),
} as const;

export type EventName = keyof typeof eventDefinitions;
export type EventMap = { [E in EventName]: z.output<(typeof eventDefinitions)[E]> };

export interface DomainEvent<E extends EventName = EventName> {
  meta: EventMeta & { name: E };
  payload: EventMap[E];
}

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(eventDefinitions, name);
}
