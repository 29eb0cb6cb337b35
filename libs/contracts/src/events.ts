import { z } from 'zod';
import { identityEvents } from './identity/identity.events';
import { mediaEvents } from './media/media.events';
import { reportsEvents } from './reports/reports.events';
import { roadmapEvents } from './roadmap/roadmap.events';
import { trackingEvents } from './tracking/tracking.events';

/** Metadata every domain event carries; `id` is also the JetStream `Nats-Msg-Id`. */
export const eventMetaSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  occurredAt: z.iso.datetime(),
  requestId: z.string().optional(),
  /** W3C trace context of the span that published the event, when tracing is on. */
  traceparent: z.string().max(128).optional(),
});
export type EventMeta = z.infer<typeof eventMetaSchema>;

/** Every domain event, past tense `<service>.<aggregate>.<happened>`: one line per service. */
export const eventDefinitions = {
  ...identityEvents,
  ...roadmapEvents,
  ...trackingEvents,
  ...mediaEvents,
  ...reportsEvents,
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
