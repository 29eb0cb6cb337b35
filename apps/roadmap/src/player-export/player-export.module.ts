import { Module } from '@nestjs/common';
import { PlayerExportController } from './player-export.controller';
import { PlayerExportService } from './player-export.service';

/** Roadmap's data for a player's data export (issue 25). */
@Module({ controllers: [PlayerExportController], providers: [PlayerExportService] })
export class PlayerExportModule {}
