import { Module } from '@nestjs/common';
import { PlayersController } from './players.controller';

/** Player records (identity). */
@Module({ controllers: [PlayersController] })
export class PlayersModule {}
