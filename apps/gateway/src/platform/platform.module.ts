import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import {
  CONFIG,
  EVENT_CONSUMERS_OPTIONS,
  EventConsumersHost,
  type EventConsumersOptions,
  LOGGER,
  type Logger,
  NATS_CONNECTION,
  RedisEventIdempotencyStore,
  RpcClient,
  actorTokensFromConfig,
  closeOnShutdown,
  connectNats,
  drainNats,
  natsClientSecurity,
  redisConnection,
} from '@portal/server-kit';
import type IORedis from 'ioredis';
import type { NatsConnection } from 'nats';
import type { GatewayConfig } from '../gateway-config';

/** Redis for sessions, rate limits and the event consumers' processed ids. */
export const GATEWAY_REDIS = Symbol('GATEWAY_REDIS');

/**
 * Configuration, logger, NATS (RPC client and `@OnEvent` consumers) and Redis, shared by every gateway
 * feature module.
 */
@Global()
@Module({})
export class GatewayPlatformModule {
  static forRoot(config: GatewayConfig, logger: Logger): DynamicModule {
    return {
      module: GatewayPlatformModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        {
          provide: NATS_CONNECTION,
          useFactory: () =>
            connectNats(
              config.NATS_URL,
              `${config.PORTAL_NAMESPACE}-gateway`,
              logger,
              natsClientSecurity(config, 'gateway', logger),
            ),
        },
        {
          provide: RpcClient,
          // Signs the actor resolved from the session into every call (services verify it).
          useFactory: (connection: NatsConnection) =>
            new RpcClient(connection, config.PORTAL_NAMESPACE, config.RPC_TIMEOUT_MS, {
              issuer: 'gateway',
              tokens: actorTokensFromConfig(config, logger),
            }),
          inject: [NATS_CONNECTION],
        },
        {
          provide: GATEWAY_REDIS,
          // Every request reads its session here: concurrent requests' commands go out in one write
          // (nothing on this connection blocks, so one slow command cannot hold the others back).
          useFactory: () => redisConnection(config.REDIS_URL, { maxRetriesPerRequest: 2, enableAutoPipelining: true }),
        },
        {
          provide: EVENT_CONSUMERS_OPTIONS,
          useFactory: (connection: NatsConnection, redis: IORedis): EventConsumersOptions => ({
            connection,
            namespace: config.PORTAL_NAMESPACE,
            owner: 'gateway',
            idempotency: new RedisEventIdempotencyStore(redis, config.PORTAL_NAMESPACE),
            logger,
          }),
          inject: [NATS_CONNECTION, GATEWAY_REDIS],
        },
        EventConsumersHost,
        closeOnShutdown(GATEWAY_REDIS, (redis: IORedis) => redis.quit()),
        closeOnShutdown(NATS_CONNECTION, drainNats),
      ],
      exports: [CONFIG, LOGGER, NATS_CONNECTION, RpcClient, GATEWAY_REDIS],
    };
  }
}
