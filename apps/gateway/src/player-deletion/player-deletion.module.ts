import { Module } from '@nestjs/common';
import { PlayerDeletionController } from './player-deletion.controller';

/** Erasure of a player's data: asking, confirming by link, cancelling, and its state. */
@Module({ controllers: [PlayerDeletionController] })
export class PlayerDeletionModule {}
