import type { ServiceDefinition } from '@portal/server-kit';
import { CreateTrainingLogs1763700000200 } from './database/migrations/1763700000200-create-training-logs';
import { TrainingLogEntity } from './training-log/training-log.entity';
import { TrainingLogModule } from './training-log/training-log.module';

export const serviceDefinition: ServiceDefinition = {
  name: 'tracking',
  entities: [TrainingLogEntity],
  migrations: [CreateTrainingLogs1763700000200],
  imports: [TrainingLogModule],
};
