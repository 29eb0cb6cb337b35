import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SERVICE_CONFIG, type ServiceConfig, SessionStore, closeOnShutdown, redisConnection } from '@portal/server-kit';
import type IORedis from 'ioredis';
import { AdminBootstrap } from './admin-bootstrap/admin-bootstrap';
import { PasswordHasher } from './credentials/password-hasher';
import { IDENTITY_CONFIG, loadIdentityConfig } from './identity-config';
import { Player } from './player/player.entity';
import { PlayersController } from './player/players.controller';
import { User } from './user/user.entity';
import { UsersController } from './user/users.controller';
import { UsersService } from './user/users.service';

const SESSIONS_REDIS = Symbol('SESSIONS_REDIS');

/** Users, credentials, roles and player records. Sessions are revoked here when a role changes. */
@Module({
  imports: [TypeOrmModule.forFeature([User, Player])],
  controllers: [UsersController, PlayersController],
  providers: [
    UsersService,
    PasswordHasher,
    AdminBootstrap,
    closeOnShutdown(SESSIONS_REDIS, (redis: IORedis) => redis.quit()),
    { provide: IDENTITY_CONFIG, useFactory: loadIdentityConfig },
    {
      provide: SESSIONS_REDIS,
      useFactory: (config: ServiceConfig) => redisConnection(config.REDIS_URL, { maxRetriesPerRequest: 3 }),
      inject: [SERVICE_CONFIG],
    },
    {
      provide: SessionStore,
      useFactory: (redis: IORedis, config: ServiceConfig) => new SessionStore(redis, config.PORTAL_NAMESPACE),
      inject: [SESSIONS_REDIS, SERVICE_CONFIG],
    },
  ],
  exports: [UsersService],
})
export class IdentityModule {}
