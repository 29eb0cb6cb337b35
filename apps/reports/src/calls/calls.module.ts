import { Module } from '@nestjs/common';
import { CallEventsConsumer } from './call-events.consumer';

/** Service process: consumes roadmap.call.* and queues the invites and reminders. */
@Module({ providers: [CallEventsConsumer] })
export class CallEventsModule {}
