import { Module } from '@nestjs/common';
import { TrainingLogModule } from '../training-log/training-log.module';
import { ProgressController } from './progress.controller';
import { ProgressDataModule } from './progress-data.module';
import { ProgressService } from './progress.service';

@Module({
  imports: [ProgressDataModule, TrainingLogModule],
  controllers: [ProgressController],
  providers: [ProgressService],
})
export class ProgressModule {}
