import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { SessionStore, closeOnShutdown, redisConnection, sessionPolicyFrom } from '@portal/server-kit';
import type IORedis from 'ioredis';
import { AccessGuard, OptionalSessionGuard } from '../access/access.guard';
import { AdminUsersController } from '../admin/admin-users.controller';
import type { GatewayConfig } from '../gateway-config';
import { GATEWAY_CONFIG } from '../platform/tokens';
import { PlayersController } from '../players/players.controller';
import { LoginRateLimits } from '../security/login-rate-limits';
import { RateLimiter } from '../security/rate-limiter';
import { AuthController } from './auth.controller';
import { GATEWAY_REDIS, SESSION_COOKIE } from './auth.tokens';
import { LocalStrategy } from './local.strategy';
import { LoginGuard } from './login.guard';
import { sessionCookieSettings } from './session-cookie';
import { SessionStrategy } from './session.strategy';

/** Sessions, sign-in, the global access guard and the identity-backed routes. */
@Module({
  imports: [PassportModule.register({ session: false })],
  controllers: [AuthController, AdminUsersController, PlayersController],
  providers: [
    {
      provide: GATEWAY_REDIS,
      useFactory: (config: GatewayConfig) => redisConnection(config.REDIS_URL, { maxRetriesPerRequest: 2 }),
      inject: [GATEWAY_CONFIG],
    },
    closeOnShutdown(GATEWAY_REDIS, (redis: IORedis) => redis.quit()),
    {
      provide: SessionStore,
      useFactory: (redis: IORedis, config: GatewayConfig) =>
        new SessionStore(redis, config.PORTAL_NAMESPACE, sessionPolicyFrom(config)),
      inject: [GATEWAY_REDIS, GATEWAY_CONFIG],
    },
    { provide: SESSION_COOKIE, useFactory: sessionCookieSettings, inject: [GATEWAY_CONFIG] },
    {
      provide: RateLimiter,
      useFactory: (redis: IORedis, config: GatewayConfig) => new RateLimiter(redis, config.PORTAL_NAMESPACE),
      inject: [GATEWAY_REDIS, GATEWAY_CONFIG],
    },
    LoginRateLimits,
    SessionStrategy,
    LocalStrategy,
    LoginGuard,
    OptionalSessionGuard,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [SessionStore],
})
export class AuthModule {}
