import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AssignmentVersionEntity } from '../assignment/assignment-version.entity';
import { AssignmentWorkflowService } from '../assignment/assignment-workflow.service';
import { AssignmentEntity } from '../assignment/assignment.entity';
import { AssignmentRepository } from '../assignment/assignment.repository';
import { AssignmentsController } from '../assignment/assignments.controller';
import { AssignmentsService } from '../assignment/assignments.service';
import { SquadRosterRepository } from '../assignment/squad-roster.repository';
import { FocusAreaEntity } from './focus-area.entity';
import { RoadmapEntity } from './roadmap.entity';
import { RoadmapRepository } from './roadmap.repository';
import { RoadmapsController } from './roadmaps.controller';
import { RoadmapsService } from './roadmaps.service';

/** Roadmaps, focus areas, assignments and their history (one aggregate family, one module). */
@Module({
  imports: [TypeOrmModule.forFeature([RoadmapEntity, FocusAreaEntity, AssignmentEntity, AssignmentVersionEntity])],
  controllers: [RoadmapsController, AssignmentsController],
  providers: [
    RoadmapRepository,
    AssignmentRepository,
    SquadRosterRepository,
    RoadmapsService,
    AssignmentsService,
    AssignmentWorkflowService,
  ],
})
export class RoadmapModule {}
