import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { NATS_CONNECTION, RpcClient, connectNats, type Logger } from '@portal/server-kit';
import type { NatsConnection } from 'nats';
import type { GatewayConfig } from '../gateway-config';
import { GATEWAY_CONFIG, GATEWAY_LOGGER } from './tokens';

@Injectable()
class NatsDrainer implements OnApplicationShutdown {
  constructor(@Inject(NATS_CONNECTION) private readonly connection: NatsConnection) {}
  async onApplicationShutdown(): Promise<void> {
    if (!this.connection.isClosed()) await this.connection.drain().catch(() => undefined);
  }
}

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
        NatsDrainer,
      ],
      exports: [GATEWAY_CONFIG, GATEWAY_LOGGER, NATS_CONNECTION, RpcClient],
    };
  }
}
