import { type DynamicModule, Module } from '@nestjs/common';
import type { Logger } from '@portal/server-kit';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import type { GatewayConfig } from './gateway-config';
import { HealthController } from './health/health.controller';
import { ObjectsModule } from './objects/objects.module';
import { GatewayPlatformModule } from './platform/platform.module';
import { PlayersModule } from './players/players.module';
import { RoadmapsModule } from './roadmaps/roadmaps.module';
import { TrainingLogsModule } from './training-logs/training-logs.module';
import { VideosModule } from './videos/videos.module';

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
        ObjectsModule,
        VideosModule,
      ],
      controllers: [HealthController],
    };
  }
}
