import { CsvExportModule } from './csv-export/csv-export.module';
import { PlayerExportModule } from './player-export/player-export.module';
import type { ServiceDefinition } from '@portal/server-kit';
import { CreateTrainingLogs1763700000200 } from './database/migrations/1763700000200-create-training-logs';
import { CreateSessionsWellnessProgress1763700000300 } from './database/migrations/1763700000300-create-sessions-wellness-progress';
import { WeekLightAlerts1763700009700 } from './database/migrations/1763700009700-week-light-alerts';
import { OneTrainingRecord1764400000300 } from './database/migrations/1764400000300-one-training-record';
import { PlayerErasureModule } from './erasure/player-erasure.module';
import { ProgressModule } from './progress/progress.module';
import { TrainingLogModule } from './training-log/training-log.module';
import { TrainingSessionModule } from './training-session/training-session.module';
import { WellnessModule } from './wellness/wellness.module';

export const serviceDefinition: ServiceDefinition = {
  name: 'tracking',
  migrations: [
    CreateTrainingLogs1763700000200,
    CreateSessionsWellnessProgress1763700000300,
    WeekLightAlerts1763700009700,
    OneTrainingRecord1764400000300,
  ],
  imports: [
    PlayerExportModule,
    TrainingLogModule,
    TrainingSessionModule,
    WellnessModule,
    ProgressModule,
    PlayerErasureModule,
    CsvExportModule,
  ],
};
