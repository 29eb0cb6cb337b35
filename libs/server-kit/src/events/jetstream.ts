import { type DomainEvent, eventStreamName, eventSubject, eventSubjectWildcard } from '@portal/contracts';
import { type NatsConnection, RetentionPolicy, StorageType, nanos } from 'nats';
import { eventPublishFailures, eventsPublished, metricsEnabled } from '../metrics';
import { encodeJson } from '../nats';
import { publishInSpan } from './event-observability';
import type { EventPublisher } from './outbox-relay';

/** How long JetStream remembers a `Nats-Msg-Id`; a republished event inside it is dropped. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

/** Creates the namespace's event stream if missing; concurrent callers are fine. */
export async function ensureEventStream(connection: NatsConnection, namespace: string): Promise<string> {
  const manager = await connection.jetstreamManager();
  const name = eventStreamName(namespace);
  try {
    await manager.streams.info(name);
    return name;
  } catch {
    // not there yet
  }
  try {
    await manager.streams.add({
      name,
      subjects: [eventSubjectWildcard(namespace)],
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      max_age: nanos(14 * 24 * 60 * 60 * 1000),
      duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    });
  } catch (error) {
    await manager.streams.info(name).catch(() => {
      throw error;
    });
  }
  return name;
}

export class JetStreamPublisher implements EventPublisher {
  constructor(
    private readonly connection: NatsConnection,
    private readonly namespace: string,
  ) {}

  async publish(event: DomainEvent): Promise<void> {
    const labels = { event: event.meta.name };
    try {
      await publishInSpan(event, (traced) => this.send(traced));
    } catch (error) {
      if (metricsEnabled()) eventPublishFailures.inc(labels);
      throw error;
    }
    if (metricsEnabled()) eventsPublished.inc(labels);
  }

  private async send(event: DomainEvent): Promise<void> {
    await this.connection.jetstream().publish(eventSubject(this.namespace, event.meta.name), encodeJson(event), {
      msgID: event.meta.id,
      timeout: 5000,
    });
  }
}
