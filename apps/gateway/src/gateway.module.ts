import { type DynamicModule, Module } from '@nestjs/common';
import type { Logger } from '@portal/server-kit';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { CallsModule } from './calls/calls.module';
import type { GatewayConfig } from './gateway-config';
import { HealthController } from './health/health.controller';
import { GatewayPlatformModule } from './platform/platform.module';
import { PlayersModule } from './players/players.module';
import { RoadmapsModule } from './roadmaps/roadmaps.module';
import { TrainingLogsModule } from './training-logs/training-logs.module';

@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig, logger: Logger): DynamicModule {
    return {
      module: GatewayModule,
      // One line per feature module.
      imports: [
        GatewayPlatformModule.forRoot(config, logger),
        AuthModule,
        AdminModule,
        PlayersModule,
        TrainingLogsModule,
        RoadmapsModule,
        CallsModule,
      ],
      controllers: [HealthController],
    };
  }
}
