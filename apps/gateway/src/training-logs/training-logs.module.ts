import { Module } from '@nestjs/common';
import { TrainingLogsController } from './training-logs.controller';

@Module({ controllers: [TrainingLogsController] })
export class TrainingLogsModule {}
