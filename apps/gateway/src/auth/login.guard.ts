import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { loginRequestSchema } from '@portal/contracts';
import { parseOrThrow } from '@portal/server-kit';
import type { FastifyRequest } from 'fastify';
import { AuthRateLimits } from '../security/auth-rate-limits';

/**
 * Login: a well-formed body (400 otherwise), within this address's limit of failures (429), then
 * passport-local (identity applies the per-account limits).
 * The normalised body replaces the raw one, so the strategy sees the trimmed lower-case e-mail.
 */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  constructor(private readonly limits: AuthRateLimits) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const credentials = parseOrThrow(loginRequestSchema, request.body ?? {});
    request.body = credentials;
    await this.limits.assertLoginAllowed(request.ip);
    return (await super.canActivate(context)) as boolean;
  }
}
