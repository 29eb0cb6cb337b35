import { Module } from '@nestjs/common';
import { WellnessLogsController } from './wellness-logs.controller';

@Module({ controllers: [WellnessLogsController] })
export class WellnessLogsModule {}
