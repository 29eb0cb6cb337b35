import type { ServiceDefinition } from '@portal/server-kit';
import { CreateTrainingLogs1763700000200 } from './database/migrations/1763700000200-create-training-logs';
import { TrainingLogModule } from './training-log/training-log.module';

export const serviceDefinition: ServiceDefinition = {
  name: 'tracking',
  migrations: [CreateTrainingLogs1763700000200],
  imports: [TrainingLogModule],
};
