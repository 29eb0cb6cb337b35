import { Module } from '@nestjs/common';
import { PlayerErasureConsumer } from './player-erasure.consumer';

/** tracking's part of a player's erasure (issue 25). */
@Module({ providers: [PlayerErasureConsumer] })
export class PlayerErasureModule {}
