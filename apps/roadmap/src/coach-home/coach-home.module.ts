import { Module } from '@nestjs/common';
import { CoachHomeController } from './coach-home.controller';
import { CoachHomeRepository } from './coach-home.repository';
import { CoachHomeService } from './coach-home.service';

/** The coach home's roadmap sections (read-only): reviews, overdue work, today's and tomorrow's calls. */
@Module({ controllers: [CoachHomeController], providers: [CoachHomeRepository, CoachHomeService] })
export class CoachHomeModule {}
