import {
  BadRequestException,
  type ExecutionContext,
  ForbiddenException,
  NotFoundException,
  createParamDecorator,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type Actor, PLAYER_NOT_FOUND_MESSAGE, isStaff } from '@portal/contracts';
import type { RpcCallContext } from '@portal/server-kit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ACCESS_RULE, type AccessRule } from './access-rule';

type RequestWithActor = FastifyRequest & { user?: Actor | null; idempotencyKey?: string };

/**
 * Who is calling and the request id: what every RPC from a signed-in route carries; on an
 * `@IdempotentCreate()` route also the client's Idempotency-Key.
 */
export type CallerContext = Required<Pick<RpcCallContext, 'requestId'>> &
  Pick<RpcCallContext, 'idempotencyKey'> & { actor: Actor };

/** The actor and request id to pass with an RPC. Only on routes whose rule requires sign-in. */
export const Caller = createParamDecorator((_data: unknown, context: ExecutionContext): CallerContext => {
  const request = context.switchToHttp().getRequest<RequestWithActor>();
  if (!request.user) throw new Error('Caller used on a route that does not require sign-in');
  return {
    actor: request.user,
    requestId: request.id,
    ...(request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : {}),
  };
});

const reflector = new Reflector();
const playerIdSchema = z.uuid('playerId must be a valid id');

/**
 * Whose data a `@PlayerData` route touches. A player: always their own (naming another player is
 * 404, as for any player outside the caller's scope: ARCHITECTURE §9). Staff and parents: the player
 * named in the query or path, which must be present and well formed; the service decides whether it
 * is in their scope (a parent's children, a coach's squads).
 */
export function resolveTargetPlayer(actor: Actor, rule: AccessRule, named: unknown): string {
  if (rule.kind !== 'roles' || !rule.playerData)
    throw new Error('TargetPlayer used on a route without a PlayerData rule');
  if (isStaff(actor.role) || actor.role === 'parent') {
    if (named === undefined || named === '') throw new BadRequestException(`${rule.playerData.key} is required`);
    const parsed = playerIdSchema.safeParse(named);
    if (!parsed.success) throw new BadRequestException(`${rule.playerData.key} must be a valid id`);
    return parsed.data;
  }
  if (!actor.playerId) throw new ForbiddenException('This account has no player record');
  if (named !== undefined && named !== '' && named !== actor.playerId) {
    throw new NotFoundException(PLAYER_NOT_FOUND_MESSAGE);
  }
  return actor.playerId;
}

export const TargetPlayer = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const rule = reflector.getAllAndOverride<AccessRule>(ACCESS_RULE, [context.getHandler(), context.getClass()]);
  const request = context.switchToHttp().getRequest<RequestWithActor>();
  if (!request.user) throw new Error('TargetPlayer used on a route that does not require sign-in');
  const source = rule.kind === 'roles' ? rule.playerData : undefined;
  const container = (source?.staffSource === 'param' ? request.params : request.query) as
    Record<string, unknown> | undefined;
  return resolveTargetPlayer(request.user, rule, source ? container?.[source.key] : undefined);
});
