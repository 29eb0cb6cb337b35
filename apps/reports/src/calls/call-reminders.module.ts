import { Module } from '@nestjs/common';
import { CallReminderProcessor } from './call-reminder.processor';

/** Worker process: the `reports.call-reminder` job. */
@Module({ providers: [CallReminderProcessor] })
export class CallRemindersModule {}
