import { Module } from '@nestjs/common';
import { CallRepository } from './call.repository';
import { CallsController } from './calls.controller';
import { CallsService } from './calls.service';
import { IdentityPlayerContact } from './identity-player-contact';
import { PlayerContactProjection } from './player-contact.projection';
import { PlayerContactRepository } from './player-contact.repository';

/** Mentorship calls: coach availability, free slots, bookings and notes; the copy of players' contacts. */
@Module({
  controllers: [CallsController],
  providers: [CallRepository, CallsService, IdentityPlayerContact, PlayerContactProjection, PlayerContactRepository],
  exports: [PlayerContactRepository],
})
export class CallsModule {}
