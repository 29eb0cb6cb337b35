import type { ServiceDefinition } from '@portal/server-kit';
import { CreateRoadmaps1763700000300 } from './database/migrations/1763700000300-create-roadmaps';
import { RoadmapModule } from './roadmap/roadmap.module';

export const serviceDefinition: ServiceDefinition = {
  name: 'roadmap',
  migrations: [CreateRoadmaps1763700000300],
  imports: [RoadmapModule],
};
