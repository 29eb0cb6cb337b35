import { Body, Controller, Get, Patch } from '@nestjs/common';
import { type ClubSettings, type ClubUpdate, clubUpdateSchema } from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { Answers } from '../openapi/answers.decorator';

/** The admin's own club and its settings (the consent age, 13 to 16). */
@Controller('club')
@RolesAllowed('admin')
export class ClubController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Answers('identity.club.get')
  get(@Caller() caller: CallerContext): Promise<ClubSettings> {
    return this.rpc.call('identity.club.get', {}, caller);
  }

  @Patch()
  @Answers('identity.club.update')
  update(
    @Body(new ZodValidation(clubUpdateSchema)) changes: ClubUpdate,
    @Caller() caller: CallerContext,
  ): Promise<ClubSettings> {
    return this.rpc.call('identity.club.update', changes, caller);
  }
}
