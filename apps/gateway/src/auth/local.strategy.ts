import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ErrorCode, INVALID_CREDENTIALS_MESSAGE } from '@portal/contracts';
import { RpcClient, ServiceError } from '@portal/server-kit';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import { AuthRateLimits } from '../security/auth-rate-limits';

/**
 * E-mail and password checked by identity, which limits failures per account and client address
 * (so it is told the address); every failure reads the same.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limits: AuthRateLimits,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false });
  }

  async validate(request: FastifyRequest, email: string, password: string) {
    try {
      return await this.rpc.call(
        'identity.auth.verify-credentials',
        { email, password, clientAddress: request.ip },
        { requestId: request.id },
      );
    } catch (error) {
      if (error instanceof ServiceError && error.code === ErrorCode.Unauthorized) {
        await this.limits.recordLoginFailure(request.ip);
        throw new UnauthorizedException(INVALID_CREDENTIALS_MESSAGE);
      }
      throw error;
    }
  }
}
