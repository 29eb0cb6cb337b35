import { PlayerExportModule } from './player-export/player-export.module';
import type { ServiceDefinition } from '@portal/server-kit';
import { CreateRoadmaps1763700000300 } from './database/migrations/1763700000300-create-roadmaps';
import { CallsModule } from './calls/calls.module';
import { CoachHomeModule } from './coach-home/coach-home.module';
import { CreateCalls1763700001600 } from './database/migrations/1763700001600-create-calls';
import { CreateAssignmentTemplates1763700002400 } from './database/migrations/1763700002400-create-assignment-templates';
import { PlayerContacts1764500000200 } from './database/migrations/1764500000200-player-contacts';
import { ResourceTitles1764600000300 } from './database/migrations/1764600000300-resource-titles';
import { PlayerErasureModule } from './erasure/player-erasure.module';
import { RoadmapModule } from './roadmap/roadmap.module';
import { AssignmentTemplateModule } from './template/assignment-template.module';

export const serviceDefinition: ServiceDefinition = {
  name: 'roadmap',
  migrations: [
    CreateRoadmaps1763700000300,
    CreateCalls1763700001600,
    CreateAssignmentTemplates1763700002400,
    PlayerContacts1764500000200,
    ResourceTitles1764600000300,
  ],
  imports: [
    PlayerExportModule,
    RoadmapModule,
    CallsModule,
    AssignmentTemplateModule,
    CoachHomeModule,
    PlayerErasureModule,
  ],
};
