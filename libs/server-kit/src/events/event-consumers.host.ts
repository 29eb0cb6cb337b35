import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { DomainEvent, EventName } from '@portal/contracts';
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import { declaredLabel, discoverMethods } from '../discovery';
import { DurableEventConsumer } from './durable-consumer';
import type { EventIdempotencyStore } from './idempotency';
import { EVENT_HANDLER_METADATA, type EventHandlerMetadata, declaredEventHandlers } from './on-event';

export const EVENT_CONSUMERS_OPTIONS = Symbol('EVENT_CONSUMERS_OPTIONS');

export interface EventConsumersOptions {
  connection: NatsConnection;
  namespace: string;
  /** The owning process: a service name, or `gateway`. */
  owner: string;
  idempotency: EventIdempotencyStore;
  logger: Logger;
}

/**
 * Binds every `@OnEvent` handler of the process to a JetStream durable consumer at start-up, and
 * refuses to start when a declared handler is not bound (its class is not a provider of any imported
 * module), when two handlers share a consumer name, or when a consumer is missing on the server.
 */
@Injectable()
export class EventConsumersHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private consumers: DurableEventConsumer<EventName>[] = [];

  constructor(
    private readonly moduleRef: ModuleRef,
    @Inject(EVENT_CONSUMERS_OPTIONS) private readonly options: EventConsumersOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const discovered = discoverMethods<EventHandlerMetadata>(this.moduleRef, EVENT_HANDLER_METADATA);
    const bound = new Set(discovered.map((method) => method.label));
    const unbound = declaredEventHandlers().filter((declared) => !bound.has(declaredLabel(declared)));
    if (unbound.length > 0) {
      throw new Error(
        `Event handlers declared but not bound (their class is not a provider of an imported module): ${unbound
          .map(declaredLabel)
          .join(', ')}`,
      );
    }
    const names = new Map<string, string>();
    for (const method of discovered) {
      const previous = names.get(method.metadata.consumer);
      if (previous)
        throw new Error(`Event consumers ${previous} and ${method.label} share the name ${method.metadata.consumer}`);
      names.set(method.metadata.consumer, method.label);
    }
    const { connection, namespace, owner, idempotency, logger } = this.options;
    this.consumers = discovered.map(
      (method) =>
        new DurableEventConsumer<EventName>({
          connection,
          idempotency,
          namespace,
          service: owner,
          consumer: method.metadata.consumer,
          events: method.metadata.events,
          maxDeliver: method.metadata.maxDeliver,
          logger: logger.child({ consumer: method.metadata.consumer }),
          handle: async (event: DomainEvent, manager: EntityManager) => {
            await method.invoke(event, manager);
          },
        }),
    );
    for (const consumer of this.consumers) await consumer.start();
    for (const consumer of this.consumers) {
      if (!(await consumer.isBound()))
        throw new Error(`Event consumer ${consumer.durableName} is not bound on the server`);
    }
    if (this.consumers.length > 0) {
      logger.info({ consumers: this.consumers.map((consumer) => consumer.durableName) }, 'event consumers bound');
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.consumers.map((consumer) => consumer.stop()));
  }
}
