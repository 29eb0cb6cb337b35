import { Body, Controller, Get, Put } from '@nestjs/common';
import { type FamilyMailPreference, familyMailPreferenceSchema } from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { Answers } from '../openapi/answers.decorator';

/** A parent's own choice of e-mails about their children: every event, a weekly digest, or reports only. */
@Controller('family')
export class FamilyMailPreferencesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('mail-preferences')
  @Answers('reports.family-mail-preference.get')
  @RolesAllowed('parent')
  get(@Caller() caller: CallerContext): Promise<FamilyMailPreference> {
    return this.rpc.call('reports.family-mail-preference.get', {}, caller);
  }

  @Put('mail-preferences')
  @Answers('reports.family-mail-preference.set')
  @RolesAllowed('parent')
  set(
    @Body(new ZodValidation(familyMailPreferenceSchema)) body: FamilyMailPreference,
    @Caller() caller: CallerContext,
  ): Promise<FamilyMailPreference> {
    return this.rpc.call('reports.family-mail-preference.set', body, caller);
  }
}
