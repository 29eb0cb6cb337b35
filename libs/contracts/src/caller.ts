import { z } from 'zod';
import { actorSchema } from './actor';
import type { RpcSubject } from './rpc';
import { SERVICE_NAMES, type ServiceName } from './services';

/**
 * Who an RPC comes from, as the signed actor token asserts it: a signed-in user (signed by the
 * gateway from the session) or a service acting as itself (no user behind it: a scheduled report, an
 * event consumer). The token is verified by every service before any handler runs.
 */
export const callerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), actor: actorSchema }),
  z.object({ kind: z.literal('service'), service: z.enum(SERVICE_NAMES) }),
]);
export type Caller = z.infer<typeof callerSchema>;

/** Who may sign a token: the gateway for users, each service for itself. */
export const TOKEN_ISSUERS = ['gateway', ...SERVICE_NAMES] as const;
export type TokenIssuer = (typeof TOKEN_ISSUERS)[number];

export const actorTokenClaimsSchema = z.object({
  iss: z.enum(TOKEN_ISSUERS),
  sub: callerSchema,
  /** Issued at and expiry, in whole seconds since the epoch. */
  iat: z.number().int().nonnegative(),
  exp: z.number().int().positive(),
});
export type ActorTokenClaims = z.infer<typeof actorTokenClaimsSchema>;

/** A token is signed per call, so it can be short lived; a forwarded one lives as long as the request. */
export const ACTOR_TOKEN_TTL_SECONDS = 60;
/** Tokens claiming a longer life than this are refused, whatever their signature. */
export const ACTOR_TOKEN_MAX_TTL_SECONDS = 300;

/** Each service's acknowledgement that its copy of the memberships holds a change (`scopeAwaitCopyRpc`). */
export const SCOPE_COPY_SUBJECTS = [
  'roadmap.scope.await-copy',
  'tracking.scope.await-copy',
  'media.scope.await-copy',
  'reports.scope.await-copy',
] as const satisfies readonly RpcSubject[];

/** What the reports worker asks, as itself, to build a player's data export (issue 25). */
const DATA_EXPORT_CALLS = [
  'identity.player.consent-history',
  'roadmap.player.export-data',
  'tracking.player.export-data',
  'media.player.export-data',
  'tracking.export.training-sessions',
  'tracking.export.wellness-logs',
] as const satisfies readonly RpcSubject[];

export interface ServiceRpcCalls {
  /** Subjects the service calls as itself; the callee accepts its service identity on these only. */
  readonly asService: readonly RpcSubject[];
  /** Subjects the service calls on behalf of the user whose request it is handling (token forwarded). */
  readonly forUser: readonly RpcSubject[];
  /**
   * Which of the service's processes make these calls: its RPC process (handlers, event consumers) and
   * its BullMQ worker (jobs). Each process's NATS user may publish only its own list.
   */
  readonly byProcess: { readonly service: readonly RpcSubject[]; readonly worker: readonly RpcSubject[] };
}

/**
 * Which service may call which other service's subjects. NATS publish permissions are generated from
 * this (and `rpcDefinitions`), and a service identity is accepted only on the subjects listed here.
 */
export const serviceRpcCalls: Partial<Record<ServiceName, ServiceRpcCalls>> = {
  // After a squad change commits, identity waits until every other service's copy of the memberships
  // holds it, so the change applies to the very next request everywhere (ARCHITECTURE §9).
  identity: {
    asService: SCOPE_COPY_SUBJECTS,
    forUser: [],
    byProcess: { service: SCOPE_COPY_SUBJECTS, worker: [] },
  },
  reports: {
    asService: [
      'identity.player.get',
      'identity.player.many',
      'identity.player.list',
      'identity.user.list',
      'tracking.progress.periods',
      'roadmap.assignment.periods',
      'media.video.feedback-periods',
      ...DATA_EXPORT_CALLS,
    ],
    // The address a data export's "ready" mail goes to: the requester's own account (issue 25).
    forUser: ['identity.user.me'],
    byProcess: {
      // Reports' own handlers and event consumers: a player's name and family, the staff to tell.
      service: ['identity.player.get', 'identity.user.list', 'identity.user.me'],
      // The scheduler, report generation and call reminders: the players, the staff and each period's data.
      worker: [
        'identity.player.get',
        'identity.player.many',
        'identity.player.list',
        'identity.user.list',
        'tracking.progress.periods',
        'roadmap.assignment.periods',
        'media.video.feedback-periods',
        // The data export (issue 25): each service's data about the one player, and tracking's CSV pages.
        ...DATA_EXPORT_CALLS,
      ],
    },
  },
  // A booking whose player roadmap's copy of contacts does not hold yet: their name and address, as the caller.
  roadmap: {
    asService: [],
    forUser: ['identity.player.get'],
    byProcess: { service: ['identity.player.get'], worker: [] },
  },
  // Media stores a new profile photo, then sets it as the avatar for the user who uploaded it; its
  // worker (video processing) calls nobody.
  media: {
    asService: [],
    forUser: ['identity.player.get', 'identity.user.set-profile-image'],
    byProcess: { service: ['identity.player.get', 'identity.user.set-profile-image'], worker: [] },
  },
};

export function mayCallAsService(service: ServiceName, subject: string): boolean {
  return (serviceRpcCalls[service]?.asService as readonly string[] | undefined)?.includes(subject) ?? false;
}

/** Every subject a service publishes to another service, either way; or only those one of its processes does. */
export function subjectsCalledBy(service: ServiceName, process?: 'service' | 'worker'): RpcSubject[] {
  const calls = serviceRpcCalls[service];
  if (!calls) return [];
  return process ? [...calls.byProcess[process]] : [...new Set([...calls.asService, ...calls.forUser])];
}

/**
 * What a handler sees when a service calls as itself: a reader with the admin role, one stable id per
 * service. Handlers check roles and ownership on an `Actor`; a service reaches them only on the
 * subjects `serviceRpcCalls` grants it, with a token no process without the key can make.
 */
export function serviceActor(service: ServiceName): z.infer<typeof actorSchema> {
  const index = SERVICE_NAMES.indexOf(service) + 1;
  return { userId: `00000000-0000-4000-8000-00000000000${index}`, role: 'admin', service };
}
