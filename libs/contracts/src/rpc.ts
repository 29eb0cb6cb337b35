import type { z } from 'zod';
import type { ErrorCode, FieldError } from './errors';
import { identityRpc } from './identity/identity.rpc';
import { mediaRpc } from './media/media.rpc';
import { reportsRpc } from './reports/reports.rpc';
import { roadmapRpc } from './roadmap/roadmap.rpc';
import { trackingRpc } from './tracking/tracking.rpc';

export * from './rpc-definition';

/** Every request/reply subject, without the deployment namespace (the transport adds it): one line per service. */
export const rpcDefinitions = {
  ...identityRpc,
  ...roadmapRpc,
  ...trackingRpc,
  ...mediaRpc,
  ...reportsRpc,
} as const;

export type RpcSubject = keyof typeof rpcDefinitions;

export type RpcMap = {
  [S in RpcSubject]: {
    /** What a caller sends (defaults may be omitted). */
    request: z.input<(typeof rpcDefinitions)[S]['request']>;
    /** What a handler receives after validation. */
    parsedRequest: z.output<(typeof rpcDefinitions)[S]['request']>;
    response: z.output<(typeof rpcDefinitions)[S]['response']>;
  };
};
export type RpcRequest<S extends RpcSubject> = RpcMap[S]['request'];
export type RpcParsedRequest<S extends RpcSubject> = RpcMap[S]['parsedRequest'];
export type RpcResponse<S extends RpcSubject> = RpcMap[S]['response'];

export type RpcAccessOf<S extends RpcSubject> = (typeof rpcDefinitions)[S]['access'];

export function isRpcSubject(subject: string): subject is RpcSubject {
  return Object.hasOwn(rpcDefinitions, subject);
}

/** What travels over NATS for every request. */
export interface RpcRequestEnvelope<T = unknown> {
  data: T;
  /** Who is calling: a signed, short-lived token (see caller.ts), never a bare actor. */
  actorToken?: string;
  requestId: string;
  /** W3C trace context of the caller's span, when tracing is on. */
  traceparent?: string;
  /** The client's Idempotency-Key: a change it asks for is committed once per (user, subject, key). */
  idempotencyKey?: string;
}

export interface RpcErrorPayload {
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
  /** RATE_LIMITED only: when the caller may try again (the gateway sends it as Retry-After). */
  retryAfterSeconds?: number;
}

export type RpcReplyEnvelope<T = unknown> = { ok: true; data: T } | { ok: false; error: RpcErrorPayload };
