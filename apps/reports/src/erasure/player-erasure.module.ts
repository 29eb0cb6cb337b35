import { Module } from '@nestjs/common';
import { ReportFilesModule } from '../report/report-files.module';
import { PlayerErasureConsumer } from './player-erasure.consumer';

/** reports' part of a player's erasure (issue 25). */
@Module({ imports: [ReportFilesModule], providers: [PlayerErasureConsumer] })
export class PlayerErasureModule {}
