import type { DomainEvent, EventName } from '@portal/contracts';
import type { EntityManager } from 'typeorm';
import type { DeclaredMethod } from '../discovery';

export const EVENT_HANDLER_METADATA = Symbol('portal:event-handler');

export interface EventHandlerMetadata {
  events: readonly EventName[];
  /** Stable consumer name within the service; renaming it starts a new consumer from the stream's start. */
  consumer: string;
  maxDeliver?: number;
}

/**
 * The handler's writes go through `manager`: the event id is recorded in the same transaction, so a
 * redelivered event is applied once. (In a process without a database, the gateway, the id is kept
 * in Redis after the handler succeeds and no manager is passed: such handlers must be idempotent.)
 */
export type EventHandlerMethod<E extends EventName> = (event: DomainEvent<E>, manager: EntityManager) => Promise<void>;

const declared: (DeclaredMethod & EventHandlerMetadata)[] = [];

/** Event handlers declared in the code loaded by this process (bound or not). */
export function declaredEventHandlers(): readonly (DeclaredMethod & EventHandlerMetadata)[] {
  return declared;
}

function kebab(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
}

/**
 * Marks a provider method as a durable consumer of one or more events from `eventDefinitions`. The
 * process discovers it at start-up and binds a JetStream durable consumer named after the service and
 * `Class.method` (or `options.consumer`), with redelivery and backoff on failure.
 */
export function OnEvent<const E extends EventName>(
  events: E | readonly E[],
  options: { consumer?: string; maxDeliver?: number } = {},
) {
  return <M extends EventHandlerMethod<E>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ) => {
    const className = target.constructor.name;
    const methodName = String(key);
    const metadata: EventHandlerMetadata = {
      events: typeof events === 'string' ? [events] : [...(events as readonly E[])],
      consumer: options.consumer ?? kebab(`${className}-${methodName}`),
      maxDeliver: options.maxDeliver,
    };
    Reflect.defineMetadata(EVENT_HANDLER_METADATA, metadata, descriptor.value as object);
    declared.push({ className, methodName, ...metadata });
  };
}
