import { Module } from '@nestjs/common';
import { AssignmentTemplatesController } from './assignment-templates.controller';
import { AssignmentsController } from './assignments.controller';
import { ReviewsController } from './reviews.controller';
import { RoadmapsController } from './roadmaps.controller';
import { SquadAssignmentsController } from './squad-assignments.controller';

/** Roadmaps, assignments (one player or a whole squad), their templates and reviews (the roadmap service). */
@Module({
  controllers: [
    RoadmapsController,
    AssignmentsController,
    SquadAssignmentsController,
    AssignmentTemplatesController,
    ReviewsController,
  ],
})
export class RoadmapsModule {}
