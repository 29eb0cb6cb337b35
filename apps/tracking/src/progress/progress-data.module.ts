import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TrainingSessionEntity } from '../training-session/training-session.entity';
import { TrainingSessionRepository } from '../training-session/training-session.repository';
import { WellnessLogEntity } from '../wellness/wellness-log.entity';
import { WellnessLogRepository } from '../wellness/wellness-log.repository';
import { AssignmentStatusEntity } from './assignment-status.entity';
import { AssignmentStatusProjection } from './assignment-status.projection';
import { AssignmentStatusRepository } from './assignment-status.repository';
import { ProgressReader } from './progress-reader';
import { WeekLightTracker } from './week-light-tracker';

/** The tables behind sessions, check-ins and the dashboard, shared by their feature modules. */
@Module({
  imports: [TypeOrmModule.forFeature([TrainingSessionEntity, WellnessLogEntity, AssignmentStatusEntity])],
  providers: [
    TrainingSessionRepository,
    WellnessLogRepository,
    AssignmentStatusRepository,
    AssignmentStatusProjection,
    ProgressReader,
    WeekLightTracker,
  ],
  exports: [TrainingSessionRepository, WellnessLogRepository, ProgressReader, WeekLightTracker],
})
export class ProgressDataModule {}
