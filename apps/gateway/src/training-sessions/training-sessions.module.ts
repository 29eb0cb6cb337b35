import { Module } from '@nestjs/common';
import { TrainingSessionsController } from './training-sessions.controller';

@Module({ controllers: [TrainingSessionsController] })
export class TrainingSessionsModule {}
