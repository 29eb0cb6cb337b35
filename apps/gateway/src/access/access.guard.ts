import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  InternalServerErrorException,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { type Actor, GENERIC_MESSAGES, type Role } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { ACCESS_RULE, type AccessRule } from './access-rule';

/** passport's session strategy, returning null instead of throwing when there is no session. */
@Injectable()
export class OptionalSessionGuard extends AuthGuard('session') {
  override handleRequest<T>(_error: unknown, actor: T): T {
    return actor;
  }
}

const ROLE_NAMES: Record<Role, string> = {
  player: 'players',
  coach: 'coaches',
  admin: 'administrators',
  parent: 'parents',
};

/**
 * Applies each route's declared rule. A route without one is refused (and the gateway also refuses
 * to start with one), so nothing is reachable by accident.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly session: OptionalSessionGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) throw new InternalServerErrorException('Route has no access rule');
    // Public routes never read the actor, so they cost no session lookup.
    if (rule.kind === 'public') return true;
    await this.session.canActivate(context);
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: Actor | null }>();
    const actor = request.user ?? undefined;
    if (!actor) throw new UnauthorizedException(GENERIC_MESSAGES.unauthorized);
    if (rule.kind === 'roles' && !rule.roles.includes(actor.role)) {
      throw new ForbiddenException(`Only ${rule.roles.map((role) => ROLE_NAMES[role]).join(' and ')} can do this`);
    }
    return true;
  }
}
