import { z } from 'zod';

/**
 * A deployment namespace isolates one portal from another on shared infrastructure: it prefixes
 * NATS subjects, JetStream names, Redis keys and BullMQ queues, and names the database.
 */
export const namespaceSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'must be lowercase letters, digits or _ and start with a letter');

export const DEFAULT_NAMESPACE = 'portal';

export function namespacedSubject(namespace: string, subject: string): string {
  return `${namespace}.${subject}`;
}

/** Domain events live under their own prefix so the event stream never captures RPC traffic. */
export function eventSubject(namespace: string, eventName: string): string {
  return `${namespace}.events.${eventName}`;
}

export function eventSubjectWildcard(namespace: string): string {
  return `${namespace}.events.>`;
}

export function eventStreamName(namespace: string): string {
  return `${namespace.toUpperCase()}_EVENTS`;
}

export function durableConsumerName(namespace: string, service: string, consumer: string): string {
  return `${namespace}_${service}_${consumer}`.replace(/[^A-Za-z0-9_-]/g, '_');
}

export function redisKey(namespace: string, ...parts: string[]): string {
  return [namespace, ...parts].join(':');
}

export function bullPrefix(namespace: string): string {
  return `${namespace}:bull`;
}

export function rpcQueueGroup(namespace: string, service: string): string {
  return `${namespace}.${service}`;
}
