import { Controller, Get, Query } from '@nestjs/common';
import { type CoachHome, coachHomeQuerySchema, coachHomeSchema } from '@portal/contracts';
import type { z } from 'zod';
import { RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { CoachHomeService } from './coach-home.service';
import { Answers } from '../openapi/answers.decorator';

/** The coach home (issue 24): what needs the caller's attention among the players of their squads or club. */
@Controller('coach')
export class CoachHomeController {
  constructor(private readonly home: CoachHomeService) {}

  /** `?squadId=` narrows to one squad (inside the caller's scope); `?timeZone=` is the caller's zone. */
  @Get('home')
  @Answers(coachHomeSchema)
  @RolesAllowed('coach', 'admin')
  get(
    @Query(new ZodValidation(coachHomeQuerySchema)) query: z.output<typeof coachHomeQuerySchema>,
    @Caller() caller: CallerContext,
  ): Promise<CoachHome> {
    return this.home.load(caller, query);
  }
}
