import { Module } from '@nestjs/common';
import { ProgressDataModule } from '../progress/progress-data.module';
import { TrainingLogsController } from './training-logs.controller';
import { TrainingLogReader } from './training-log.reader';
import { TrainingLogsService } from './training-logs.service';

/** The Training reading of the one training record (stored by ProgressDataModule's repository). */
@Module({
  imports: [ProgressDataModule],
  controllers: [TrainingLogsController],
  providers: [TrainingLogsService, TrainingLogReader],
})
export class TrainingLogModule {}
