import { Module } from '@nestjs/common';
import { ProgressController } from './progress.controller';
import { ProgressDataModule } from './progress-data.module';
import { ProgressService } from './progress.service';
import { WeekLightRepository } from './week-light.repository';

@Module({
  imports: [ProgressDataModule],
  controllers: [ProgressController],
  providers: [ProgressService, WeekLightRepository],
})
export class ProgressModule {}
