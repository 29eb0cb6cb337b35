import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { CONFIG, SessionStore, sessionPolicyFrom } from '@portal/server-kit';
import type IORedis from 'ioredis';
import { AccessGuard, OptionalSessionGuard } from '../access/access.guard';
import type { GatewayConfig } from '../gateway-config';
import { AuthRateLimits } from '../security/auth-rate-limits';
import { RateLimiter } from '../security/rate-limiter';
import { AuthController } from './auth.controller';
import { GATEWAY_REDIS } from '../platform/platform.module';
import { SESSION_COOKIE } from './auth.tokens';
import { LocalStrategy } from './local.strategy';
import { LoginGuard } from './login.guard';
import { PasswordResetController } from './password-reset.controller';
import { SessionEventsConsumer } from './session-events.consumer';
import { sessionCookieSettings } from './session-cookie';
import { SessionStrategy } from './session.strategy';

/** Sessions, sign-in and the global access guard. */
@Module({
  imports: [PassportModule.register({ session: false })],
  controllers: [AuthController, PasswordResetController],
  providers: [
    {
      provide: SessionStore,
      useFactory: (redis: IORedis, config: GatewayConfig) =>
        new SessionStore(redis, config.PORTAL_NAMESPACE, sessionPolicyFrom(config)),
      inject: [GATEWAY_REDIS, CONFIG],
    },
    { provide: SESSION_COOKIE, useFactory: sessionCookieSettings, inject: [CONFIG] },
    {
      provide: RateLimiter,
      useFactory: (redis: IORedis, config: GatewayConfig) => new RateLimiter(redis, config.PORTAL_NAMESPACE),
      inject: [GATEWAY_REDIS, CONFIG],
    },
    AuthRateLimits,
    SessionEventsConsumer,
    SessionStrategy,
    LocalStrategy,
    LoginGuard,
    OptionalSessionGuard,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [SessionStore],
})
export class AuthModule {}
