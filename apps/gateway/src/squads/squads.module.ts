import { Module } from '@nestjs/common';
import { SquadsController } from './squads.controller';

/** Squads of a club: admins manage them, coaches list theirs, players join by invite link. */
@Module({ controllers: [SquadsController] })
export class SquadsModule {}
