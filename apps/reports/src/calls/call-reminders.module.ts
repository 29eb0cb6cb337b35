import { Module } from '@nestjs/common';
import { DirectoryModule } from '../directory/directory.module';
import { CallFamily } from './call-family';
import { CallReminderProcessor } from './call-reminder.processor';

/** Worker process: the `reports.call-reminder` job. */
@Module({ imports: [DirectoryModule], providers: [CallFamily, CallReminderProcessor] })
export class CallRemindersModule {}
