import { z } from 'zod';
import type { Actor, Role } from './actor';
import type { ErrorCode, FieldError } from './errors';
import { actorSchema, roleSchema } from './actor';
import {
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserSchema,
  changePasswordRequestSchema,
  currentUserSchema,
  loginRequestSchema,
  playerSelfSchema,
  signupRequestSchema,
} from './auth';
import { serviceHealthSchema } from './health';
import { trainingLogCreateSchema, trainingLogSchema } from './training-log';

/**
 * Who a service accepts an RPC from. `public` needs no actor (health pings); `authenticated` any
 * signed-in actor; a role list only those roles. Ownership of a player's data is checked by the
 * handler itself, because only it knows which player a record belongs to.
 */
export type RpcAccess = 'public' | 'authenticated' | readonly Role[];

export interface RpcDefinition<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Access extends RpcAccess = RpcAccess,
> {
  request: Req;
  response: Res;
  access: Access;
}

function defineRpc<Req extends z.ZodType, Res extends z.ZodType, const Access extends RpcAccess>(
  definition: RpcDefinition<Req, Res, Access>,
): RpcDefinition<Req, Res, Access> {
  return definition;
}

const emptyRequest = z.object({}).strict();
const authenticatedUserSchema = z.object({ user: currentUserSchema, actor: actorSchema });

/** Every request/reply subject, without the deployment namespace (the transport adds it). */
export const rpcDefinitions = {
  'identity.health.ping': defineRpc({ request: emptyRequest, response: serviceHealthSchema, access: 'public' }),
  'roadmap.health.ping': defineRpc({ request: emptyRequest, response: serviceHealthSchema, access: 'public' }),
  'tracking.health.ping': defineRpc({ request: emptyRequest, response: serviceHealthSchema, access: 'public' }),
  'media.health.ping': defineRpc({ request: emptyRequest, response: serviceHealthSchema, access: 'public' }),
  'reports.health.ping': defineRpc({ request: emptyRequest, response: serviceHealthSchema, access: 'public' }),

  // identity: sign-up and credential checks come from anonymous visitors through the gateway.
  'identity.auth.signup': defineRpc({
    request: signupRequestSchema,
    response: authenticatedUserSchema,
    access: 'public',
  }),
  'identity.auth.verify-credentials': defineRpc({
    request: loginRequestSchema,
    response: authenticatedUserSchema,
    access: 'public',
  }),
  'identity.auth.change-password': defineRpc({
    request: changePasswordRequestSchema,
    response: z.object({ changed: z.literal(true) }),
    access: 'authenticated',
  }),
  'identity.user.me': defineRpc({ request: emptyRequest, response: currentUserSchema, access: 'authenticated' }),
  'identity.user.list': defineRpc({
    request: adminUserListQuerySchema,
    response: adminUserPageSchema,
    access: ['admin'],
  }),
  'identity.user.set-role': defineRpc({
    request: z.object({ userId: z.uuid(), role: roleSchema }).strict(),
    response: adminUserSchema,
    access: ['admin'],
  }),
  'identity.player.me': defineRpc({ request: emptyRequest, response: playerSelfSchema, access: ['player'] }),

  // tracking: the handlers also check that the actor may reach `playerId` (canAccessPlayer).
  'tracking.training-log.list': defineRpc({
    request: z.object({ playerId: z.uuid() }).strict(),
    response: z.array(trainingLogSchema),
    access: ['player', 'coach', 'admin'],
  }),
  'tracking.training-log.create': defineRpc({
    request: z.object({ playerId: z.uuid(), log: trainingLogCreateSchema }).strict(),
    response: trainingLogSchema,
    access: ['player'],
  }),
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
  actor?: Actor;
  requestId: string;
}

export interface RpcErrorPayload {
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
}

export type RpcReplyEnvelope<T = unknown> = { ok: true; data: T } | { ok: false; error: RpcErrorPayload };
