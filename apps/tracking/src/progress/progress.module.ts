import { Module } from '@nestjs/common';
import { ProgressController } from './progress.controller';
import { ProgressDataModule } from './progress-data.module';
import { ProgressService } from './progress.service';

@Module({
  imports: [ProgressDataModule],
  controllers: [ProgressController],
  providers: [ProgressService],
})
export class ProgressModule {}
