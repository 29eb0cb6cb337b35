import { type DynamicModule, Module } from '@nestjs/common';
import type { Logger } from '@portal/server-kit';
import { AuthModule } from './auth/auth.module';
import type { GatewayConfig } from './gateway-config';
import { HealthController } from './health/health.controller';
import { GatewayPlatformModule } from './platform/platform.module';
import { TrainingLogsModule } from './training-logs/training-logs.module';

@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig, logger: Logger): DynamicModule {
    return {
      module: GatewayModule,
      imports: [GatewayPlatformModule.forRoot(config, logger), AuthModule, TrainingLogsModule],
      controllers: [HealthController],
    };
  }
}
