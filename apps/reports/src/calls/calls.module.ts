import { Module } from '@nestjs/common';
import { DirectoryModule } from '../directory/directory.module';
import { CallEventsConsumer } from './call-events.consumer';
import { CallFamily } from './call-family';

/** Service process: consumes roadmap.call.* and queues the invites and reminders. */
@Module({ imports: [DirectoryModule], providers: [CallFamily, CallEventsConsumer] })
export class CallEventsModule {}
