import {
  type DomainEvent,
  type EventMap,
  type EventName,
  durableConsumerName,
  eventDefinitions,
  eventStreamName,
  eventSubject,
  eventSubjectWildcard,
  isEventName,
} from '@portal/contracts';
import { AckPolicy, type ConsumerMessages, DeliverPolicy, type JsMsg, type NatsConnection, nanos } from 'nats';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import { runWithRequestId } from '../logging';
import { decodeJson } from '../nats';
import { addGaugeSource, metricsEnabled } from '../metrics';
import { consumeInSpan, countMalformedEvent } from './event-observability';
import type { EventIdempotencyStore } from './idempotency';
import { ensureEventStream } from './jetstream';

export type EventHandler<E extends EventName> = (
  event: DomainEvent<E> & { payload: EventMap[E] },
  manager: EntityManager,
) => Promise<void>;

export interface DurableConsumerOptions<E extends EventName> {
  connection: NatsConnection;
  /** Where handled event ids are kept (PostgreSQL in a service, in the handler's transaction). */
  idempotency: EventIdempotencyStore;
  namespace: string;
  /** The process that owns the consumer (a service name, or `gateway`). */
  service: string;
  /** Stable name: renaming it starts a new consumer that replays the stream from the start. */
  consumer: string;
  events: readonly E[];
  handle: EventHandler<E>;
  logger: Logger;
  ackWaitMs?: number;
  maxDeliver?: number;
}

/**
 * A JetStream durable consumer whose handler runs at most once per event id: the id is recorded in
 * `processed_events` in the same transaction as the handler's writes, so a redelivery (after a crash
 * or a missed ack) is acknowledged without running the handler again.
 */
export class DurableEventConsumer<E extends EventName> {
  private messages?: ConsumerMessages;
  private loop?: Promise<void>;
  private removeLagSource?: () => void;
  readonly durableName: string;

  constructor(private readonly options: DurableConsumerOptions<E>) {
    this.durableName = durableConsumerName(options.namespace, options.service, options.consumer);
  }

  async start(): Promise<void> {
    const { connection, namespace } = this.options;
    const stream = await ensureEventStream(connection, namespace);
    const manager = await connection.jetstreamManager();
    const config = {
      durable_name: this.durableName,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(this.options.ackWaitMs ?? 30_000),
      max_deliver: this.options.maxDeliver ?? 20,
      ...this.subjectFilter(connection),
    };
    const existing = await manager.consumers.info(stream, this.durableName).catch(() => undefined);
    if (existing) {
      const { durable_name: _name, deliver_policy: _policy, ...updatable } = config;
      await manager.consumers.update(stream, this.durableName, updatable);
    } else {
      await manager.consumers.add(stream, config);
    }
    const consumer = await connection.jetstream().consumers.get(eventStreamName(namespace), this.durableName);
    this.messages = await consumer.consume({ max_messages: 20 });
    const messages = this.messages;
    this.loop = (async () => {
      for await (const message of messages) await this.process(message);
    })();
    if (metricsEnabled()) this.reportLag(stream);
  }

  /** Consumer lag at scrape time: events in the stream not yet delivered, and delivered but not acknowledged. */
  private reportLag(stream: string): void {
    const labels = { owner: this.options.service, consumer: this.options.consumer };
    const info = () =>
      this.options.connection.jetstreamManager().then((jsm) => jsm.consumers.info(stream, this.durableName));
    const removePending = addGaugeSource(
      'portal_event_consumer_pending_messages',
      'Events in the stream this durable consumer has not received yet (its lag)',
      ['owner', 'consumer'],
      async () => [{ labels, value: (await info()).num_pending }],
    );
    const removeAckPending = addGaugeSource(
      'portal_event_consumer_ack_pending_messages',
      'Events delivered to this durable consumer and not acknowledged yet',
      ['owner', 'consumer'],
      async () => [{ labels, value: (await info()).num_ack_pending }],
    );
    this.removeLagSource = () => {
      removePending();
      removeAckPending();
    };
  }

  /**
   * One event: a server-side filter. Several: `filter_subjects` where the server has it (2.10+),
   * else the whole event stream, with the events this consumer does not want acknowledged unread.
   */
  private subjectFilter(connection: NatsConnection): { filter_subject: string } | { filter_subjects: string[] } {
    const subjects = this.options.events.map((name) => eventSubject(this.options.namespace, name));
    if (subjects.length === 1) return { filter_subject: subjects[0]! };
    const [major = 0, minor = 0] = connection.info?.version.split('.').map(Number) ?? [];
    if (major > 2 || (major === 2 && minor >= 10)) return { filter_subjects: subjects };
    return { filter_subject: eventSubjectWildcard(this.options.namespace) };
  }

  async stop(): Promise<void> {
    this.removeLagSource?.();
    await this.messages?.close();
    await this.loop;
  }

  private async process(message: JsMsg): Promise<void> {
    let event: DomainEvent;
    try {
      event = decodeJson(message.data) as DomainEvent;
      if (!isEventName(event.meta.name)) throw new Error(`unknown event ${String(event.meta.name)}`);
      if (!(this.options.events as readonly string[]).includes(event.meta.name)) {
        message.ack();
        return;
      }
      event.payload = eventDefinitions[event.meta.name].parse(event.payload);
    } catch (error) {
      this.options.logger.error({ err: error, subject: message.subject }, 'dropping malformed event');
      countMalformedEvent(this.options.consumer);
      message.term();
      return;
    }
    await runWithRequestId(event.meta.requestId, async () => {
      try {
        const handled = await consumeInSpan(this.options.consumer, event, message.info.redeliveryCount, () =>
          this.handleOnce(event as DomainEvent<E>),
        );
        message.ack();
        this.options.logger.debug({ event: event.meta.name, eventId: event.meta.id, handled }, 'event consumed');
      } catch (error) {
        const delayMs = Math.min(1000 * 2 ** (message.info.redeliveryCount - 1), 60_000);
        this.options.logger.error(
          { err: error, event: event.meta.name, eventId: event.meta.id },
          'event handler failed; will retry',
        );
        message.nak(delayMs);
      }
    });
  }

  /** Returns false when the event had already been handled. */
  private handleOnce(event: DomainEvent<E>): Promise<boolean> {
    return this.options.idempotency.runOnce(this.durableName, event.meta.id, (manager) =>
      this.options.handle(event as DomainEvent<E> & { payload: EventMap[E] }, manager),
    );
  }

  /** True when the durable consumer exists on the server (the start-up check). */
  async isBound(): Promise<boolean> {
    const manager = await this.options.connection.jetstreamManager();
    const info = await manager.consumers
      .info(eventStreamName(this.options.namespace), this.durableName)
      .catch(() => undefined);
    return info !== undefined;
  }
}
