import { type DynamicModule, Module } from '@nestjs/common';
import type { Logger } from '@portal/server-kit';
import type { GatewayConfig } from './gateway-config';
import { HealthController } from './health/health.controller';
import { GatewayPlatformModule } from './platform/platform.module';

@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig, logger: Logger): DynamicModule {
    return {
      module: GatewayModule,
      imports: [GatewayPlatformModule.forRoot(config, logger)],
      controllers: [HealthController],
    };
  }
}
