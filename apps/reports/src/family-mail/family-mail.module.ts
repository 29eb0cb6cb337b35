import { Module } from '@nestjs/common';
import { DirectoryModule } from '../directory/directory.module';
import { FamilyEventMailConsumer } from './family-event-mail.consumer';
import { FamilyGuardiansConsumer } from './family-guardians.consumer';
import { FamilyMailPreferencesController } from './family-mail-preferences.controller';
import { FamilyMailPreferencesService } from './family-mail-preferences.service';
import { FamilyMailRepository } from './family-mail.repository';

/** Service process: the parents' mail choice, the guardianship copy and the `every` mails. */
@Module({
  imports: [DirectoryModule],
  controllers: [FamilyMailPreferencesController],
  providers: [FamilyMailRepository, FamilyMailPreferencesService, FamilyGuardiansConsumer, FamilyEventMailConsumer],
})
export class FamilyMailModule {}
