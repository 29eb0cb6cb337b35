import { Module } from '@nestjs/common';
import { DirectoryModule } from '../directory/directory.module';
import { FamilyDigestScheduler } from './family-digest-scheduler';
import { FamilyMailRepository } from './family-mail.repository';
import { FamilyWeeklyDigestProcessor } from './family-weekly-digest.processor';

/** Worker process: the weekly scheduler and the `reports.family-weekly-digest` job. */
@Module({
  imports: [DirectoryModule],
  providers: [FamilyMailRepository, FamilyWeeklyDigestProcessor, FamilyDigestScheduler],
})
export class FamilyDigestModule {}
