import { Module } from '@nestjs/common';
import { CallsModule } from '../calls/calls.module';
import { PlayerErasureConsumer } from './player-erasure.consumer';

/** roadmap's part of a player's erasure (issue 25). */
@Module({ imports: [CallsModule], providers: [PlayerErasureConsumer] })
export class PlayerErasureModule {}
