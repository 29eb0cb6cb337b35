import { Module } from '@nestjs/common';
import { ProgressDataModule } from '../progress/progress-data.module';
import { TrainingSessionsController } from './training-sessions.controller';
import { TrainingSessionsService } from './training-sessions.service';

@Module({
  imports: [ProgressDataModule],
  controllers: [TrainingSessionsController],
  providers: [TrainingSessionsService],
})
export class TrainingSessionModule {}
