import {
  type RpcSubject,
  eventDefinitions,
  eventStreamName,
  eventSubject,
  namespacedSubject,
  rpcDefinitions,
  serviceOfSubject,
  subjectsCalledBy,
} from '@portal/contracts';
import { type PortalProcess, natsInboxPrefix, roleOfProcess } from './portal-processes';

export interface NatsPermissions {
  publish: string[];
  subscribe: string[];
  /** May answer requests it received (on the requester's reply subject) and nothing else there. */
  allowResponses: boolean;
}

const rpcSubjects = Object.keys(rpcDefinitions) as RpcSubject[];

/**
 * What one process may publish and subscribe to, derived from `rpcDefinitions`, `eventDefinitions`
 * and `serviceRpcCalls`, so permissions cannot drift from the contracts:
 * - a service's request subjects: only the gateway and the processes `serviceRpcCalls` names (its
 *   `byProcess`: a service's RPC process or its worker) publish them; only that service's RPC process
 *   subscribes (in its queue group);
 * - replies: each process reads only its own inbox; responders publish replies via allow_responses;
 * - JetStream: the event stream's API for the outbox relay (publishing only the service's own
 *   events) and for durable consumers (the gateway's and each service's).
 */
export function natsPermissionsFor(namespace: string, process: PortalProcess): NatsPermissions {
  const permissions = grantsOf(namespace, process);
  return { ...permissions, publish: distinct(permissions.publish), subscribe: distinct(permissions.subscribe) };
}

function grantsOf(namespace: string, process: PortalProcess): NatsPermissions {
  const role = roleOfProcess(process);
  const inbox = `${natsInboxPrefix(namespace, process)}.>`;
  const ns = (subject: string) => namespacedSubject(namespace, subject);
  switch (role.kind) {
    case 'gateway':
      return {
        publish: [...rpcSubjects.map(ns), ...eventConsumerApi(namespace)],
        subscribe: [inbox],
        allowResponses: false,
      };
    case 'service':
      return {
        publish: [
          ...subjectsCalledBy(role.service, 'service').map(ns),
          ...outboxRelayApi(namespace, role.service),
          ...eventConsumerApi(namespace),
        ],
        subscribe: [...rpcSubjects.filter((subject) => serviceOfSubject(subject) === role.service).map(ns), inbox],
        allowResponses: true,
      };
    case 'worker':
      return {
        publish: [...subjectsCalledBy(role.service, 'worker').map(ns), ...outboxRelayApi(namespace, role.service)],
        subscribe: [inbox],
        allowResponses: false,
      };
    case 'cli':
      // Writes through its database and outbox only; the running service relays its events.
      return { publish: [], subscribe: [inbox], allowResponses: false };
  }
}

function streamApi(namespace: string): string[] {
  const stream = eventStreamName(namespace);
  return ['$JS.API.INFO', `$JS.API.STREAM.INFO.${stream}`, `$JS.API.STREAM.CREATE.${stream}`];
}

/** Creating the event stream if missing, and publishing the service's own events into it. */
function outboxRelayApi(namespace: string, service: string): string[] {
  const ownEvents = Object.keys(eventDefinitions).filter((name) => serviceOfSubject(name) === service);
  return [...streamApi(namespace), ...ownEvents.map((name) => eventSubject(namespace, name))];
}

/** Durable pull consumers on the namespace's event stream: create/update, info, fetch and acknowledge. */
function eventConsumerApi(namespace: string): string[] {
  const stream = eventStreamName(namespace);
  return [
    ...streamApi(namespace),
    `$JS.API.CONSUMER.INFO.${stream}.*`,
    `$JS.API.CONSUMER.CREATE.${stream}.>`,
    `$JS.API.CONSUMER.DURABLE.CREATE.${stream}.*`,
    `$JS.API.CONSUMER.MSG.NEXT.${stream}.*`,
    `$JS.ACK.${stream}.>`,
  ];
}

/** Without repeats, order kept (a service both relays and consumes, so the stream API repeats). */
function distinct(subjects: readonly string[]): string[] {
  return [...new Set(subjects)];
}
