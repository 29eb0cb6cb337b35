import { Module } from '@nestjs/common';
import { ProgressDataModule } from '../progress/progress-data.module';
import { WellnessController } from './wellness.controller';
import { WellnessService } from './wellness.service';

@Module({
  imports: [ProgressDataModule],
  controllers: [WellnessController],
  providers: [WellnessService],
})
export class WellnessModule {}
