import { Module } from '@nestjs/common';
import { PlayerProfileController } from './player-profile.controller';

/** /api/player/profile: the signed-in player's own profile (identity). */
@Module({ controllers: [PlayerProfileController] })
export class PlayerProfileModule {}
