import { Module } from '@nestjs/common';
import { CONFIG, LOGGER, NATS_CONNECTION, RpcStreamClient, actorTokensFromConfig } from '@portal/server-kit';
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../gateway-config';
import { ExportsController } from './exports.controller';

@Module({
  controllers: [ExportsController],
  providers: [
    {
      provide: RpcStreamClient,
      // Signs the session's actor into the open and every credit, as RpcClient does for a call.
      useFactory: (connection: NatsConnection, config: GatewayConfig, logger: Logger) =>
        new RpcStreamClient(
          connection,
          config.PORTAL_NAMESPACE,
          { issuer: 'gateway', tokens: actorTokensFromConfig(config, logger) },
          { creditSubjects: { tracking: 'tracking.stream.credit' }, timeoutMs: config.RPC_TIMEOUT_MS },
        ),
      inject: [NATS_CONNECTION, CONFIG, LOGGER],
    },
  ],
})
export class ExportsModule {}
