import { SERVICE_NAMES, type ServiceName } from '@portal/contracts';

/** Every process that connects to NATS; each has its own NATS user and permissions. */
export const PORTAL_PROCESSES = [
  'gateway',
  ...SERVICE_NAMES,
  'media-worker',
  'reports-worker',
  'identity-cli',
] as const satisfies readonly string[];
export type PortalProcess = (typeof PORTAL_PROCESSES)[number];

export function isPortalProcess(name: string): name is PortalProcess {
  return (PORTAL_PROCESSES as readonly string[]).includes(name);
}

/** What a process is: the gateway, a service's RPC process, a service's worker, or the identity CLI. */
export type ProcessRole =
  | { kind: 'gateway' }
  | { kind: 'service'; service: ServiceName }
  | { kind: 'worker'; service: ServiceName }
  | { kind: 'cli'; service: ServiceName };

export function roleOfProcess(process: PortalProcess): ProcessRole {
  if (process === 'gateway') return { kind: 'gateway' };
  if (process === 'media-worker') return { kind: 'worker', service: 'media' };
  if (process === 'reports-worker') return { kind: 'worker', service: 'reports' };
  if (process === 'identity-cli') return { kind: 'cli', service: 'identity' };
  return { kind: 'service', service: process };
}

/**
 * The process's own reply subjects. With credentials on, each process gets its own inbox prefix so no
 * other process may subscribe to the replies it receives (a login's reply, for instance).
 */
export function natsInboxPrefix(namespace: string, process: PortalProcess): string {
  return `_INBOX_${namespace}_${process.replace(/-/g, '_')}`;
}
