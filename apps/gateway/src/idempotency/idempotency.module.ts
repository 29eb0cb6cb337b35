import { Global, Module } from '@nestjs/common';
import { CONFIG } from '@portal/server-kit';
import type IORedis from 'ioredis';
import type { GatewayConfig } from '../gateway-config';
import { GATEWAY_REDIS } from '../platform/platform.module';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotentAnswers } from './idempotent-answers';

/** The Idempotency-Key header on the routes marked `@IdempotentCreate()` (global: those routes are in every module). */
@Global()
@Module({
  providers: [
    {
      provide: IdempotentAnswers,
      // Long enough for every RPC of the request to answer or time out, so a live request keeps its marker.
      useFactory: (redis: IORedis, config: GatewayConfig) =>
        new IdempotentAnswers(redis, config.PORTAL_NAMESPACE, Math.ceil((config.RPC_TIMEOUT_MS * 3) / 1000) + 10),
      inject: [GATEWAY_REDIS, CONFIG],
    },
    IdempotencyInterceptor,
  ],
  exports: [IdempotentAnswers, IdempotencyInterceptor],
})
export class IdempotencyModule {}
