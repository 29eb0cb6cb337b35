import { Module } from '@nestjs/common';
import { CONFIG, type ServiceConfig, SessionStore, closeOnShutdown, redisConnection } from '@portal/server-kit';
import type IORedis from 'ioredis';

const SESSIONS_REDIS = Symbol('SESSIONS_REDIS');

/**
 * The gateway's session store, reached from identity so that a call removing a user's rights (a role
 * change, from the admin area or the CLI) ends that user's sessions before it answers: the very next
 * request is refused. `identity.user.role-changed` still reaches the gateway as the backstop.
 */
@Module({
  providers: [
    {
      provide: SESSIONS_REDIS,
      // Connects on first use, so the CLI's user:create opens no Redis connection.
      useFactory: (config: ServiceConfig) =>
        redisConnection(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 }),
      inject: [CONFIG],
    },
    closeOnShutdown(SESSIONS_REDIS, (redis: IORedis) => redis.quit()),
    {
      provide: SessionStore,
      useFactory: (redis: IORedis, config: ServiceConfig) => new SessionStore(redis, config.PORTAL_NAMESPACE),
      inject: [SESSIONS_REDIS, CONFIG],
    },
  ],
  exports: [SessionStore],
})
export class SessionRevocationModule {}
