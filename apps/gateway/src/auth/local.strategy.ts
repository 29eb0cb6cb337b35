import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ErrorCode, INVALID_CREDENTIALS_MESSAGE } from '@portal/contracts';
import { RpcClient, ServiceError } from '@portal/server-kit';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import { LoginRateLimits } from '../security/login-rate-limits';

/** E-mail and password checked by identity; every failure reads the same. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limits: LoginRateLimits,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false });
  }

  async validate(request: FastifyRequest, email: string, password: string) {
    try {
      return await this.rpc.call('identity.auth.verify-credentials', { email, password }, { requestId: request.id });
    } catch (error) {
      if (error instanceof ServiceError && error.code === ErrorCode.Unauthorized) {
        await this.limits.recordFailure(email);
        throw new UnauthorizedException(INVALID_CREDENTIALS_MESSAGE);
      }
      throw error;
    }
  }
}
