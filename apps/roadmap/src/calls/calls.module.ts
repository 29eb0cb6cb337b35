import { Module } from '@nestjs/common';
import { CallRepository } from './call.repository';
import { CallsController } from './calls.controller';
import { CallsService } from './calls.service';

/** Mentorship calls: coach availability, free slots, bookings and notes. */
@Module({ controllers: [CallsController], providers: [CallRepository, CallsService] })
export class CallsModule {}
