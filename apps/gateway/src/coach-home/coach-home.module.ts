import { Module } from '@nestjs/common';
import { CoachHomeController } from './coach-home.controller';
import { CoachHomeService } from './coach-home.service';

/** GET /api/coach/home: the dashboard a coach or admin lands on. */
@Module({ controllers: [CoachHomeController], providers: [CoachHomeService] })
export class CoachHomeModule {}
