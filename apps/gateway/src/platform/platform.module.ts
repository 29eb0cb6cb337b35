import { type DynamicModule, Global, Module } from '@nestjs/common';
import { NATS_CONNECTION, RpcClient, closeOnShutdown, connectNats, drainNats, type Logger } from '@portal/server-kit';
import type { NatsConnection } from 'nats';
import type { GatewayConfig } from '../gateway-config';
import { GATEWAY_CONFIG, GATEWAY_LOGGER } from './tokens';

/** Configuration, logger and the NATS RPC client shared by every gateway controller. */
@Global()
@Module({})
export class GatewayPlatformModule {
  static forRoot(config: GatewayConfig, logger: Logger): DynamicModule {
    return {
      module: GatewayPlatformModule,
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: GATEWAY_LOGGER, useValue: logger },
        {
          provide: NATS_CONNECTION,
          useFactory: () => connectNats(config.NATS_URL, `${config.PORTAL_NAMESPACE}-gateway`, logger),
        },
        {
          provide: RpcClient,
          useFactory: (connection: NatsConnection) =>
            new RpcClient(connection, config.PORTAL_NAMESPACE, config.RPC_TIMEOUT_MS),
          inject: [NATS_CONNECTION],
        },
        closeOnShutdown(NATS_CONNECTION, drainNats),
      ],
      exports: [GATEWAY_CONFIG, GATEWAY_LOGGER, NATS_CONNECTION, RpcClient],
    };
  }
}
