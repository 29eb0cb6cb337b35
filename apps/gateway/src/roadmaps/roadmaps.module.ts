import { Module } from '@nestjs/common';
import { AssignmentsController } from './assignments.controller';
import { ReviewsController } from './reviews.controller';
import { RoadmapsController } from './roadmaps.controller';

/** Roadmaps, assignments and reviews (the roadmap service). */
@Module({ controllers: [RoadmapsController, AssignmentsController, ReviewsController] })
export class RoadmapsModule {}
