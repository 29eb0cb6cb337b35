import { type DynamicModule, Module } from '@nestjs/common';
import type { Logger } from '@portal/server-kit';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { CallsModule } from './calls/calls.module';
import { ClubModule } from './club/club.module';
import type { GatewayConfig } from './gateway-config';
import { AdminHealthController } from './health/admin-health.controller';
import { HealthController } from './health/health.controller';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { ObjectsModule } from './objects/objects.module';
import { GatewayPlatformModule } from './platform/platform.module';
import { PlayerProfileModule } from './player-profile/player-profile.module';
import { PlayersModule } from './players/players.module';
import { ReportsModule } from './reports/reports.module';
import { SquadsModule } from './squads/squads.module';
import { CoachHomeModule } from './coach-home/coach-home.module';
import { RoadmapsModule } from './roadmaps/roadmaps.module';
import { TrainingLogsModule } from './training-logs/training-logs.module';
import { TrainingSessionsModule } from './training-sessions/training-sessions.module';
import { WellnessLogsModule } from './wellness-logs/wellness-logs.module';
import { ProgressModule } from './progress/progress.module';
import { ExportsModule } from './exports/exports.module';
import { DataExportsModule } from './data-exports/data-exports.module';
import { FamilyModule } from './family/family.module';
import { PlayerDeletionModule } from './player-deletion/player-deletion.module';
import { VideosModule } from './videos/videos.module';
import { PhotosModule } from './photos/photos.module';
import { OpenApiModule } from './openapi/openapi.module';

@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig, logger: Logger): DynamicModule {
    return {
      module: GatewayModule,
      // One line per feature module.
      imports: [
        GatewayPlatformModule.forRoot(config, logger),
        AuthModule,
        IdempotencyModule,
        AdminModule,
        SquadsModule,
        CoachHomeModule,
        PlayersModule,
        PlayerProfileModule,
        TrainingLogsModule,
        RoadmapsModule,
        ReportsModule,
        TrainingSessionsModule,
        WellnessLogsModule,
        ProgressModule,
        ExportsModule,
        DataExportsModule,
        ObjectsModule,
        VideosModule,
        PhotosModule,
        CallsModule,
        FamilyModule,
        PlayerDeletionModule,
        ClubModule,
        OpenApiModule,
      ],
      controllers: [HealthController, AdminHealthController],
    };
  }
}
