import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TrainingLogEntity } from './training-log.entity';
import { TrainingLogRepository } from './training-log.repository';
import { TrainingLogsController } from './training-logs.controller';
import { TrainingLogsService } from './training-logs.service';

@Module({
  imports: [TypeOrmModule.forFeature([TrainingLogEntity])],
  controllers: [TrainingLogsController],
  providers: [TrainingLogRepository, TrainingLogsService],
  exports: [TrainingLogRepository],
})
export class TrainingLogModule {}
