import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type OwnProfile, type OwnProfileValues, ownProfileSaveSchema } from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { Answers } from '../openapi/answers.decorator';

/** The own-profile reading of the signed-in player's record (spec §3, §7). */
@Controller('player/profile')
@RolesAllowed('player')
export class PlayerProfileController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Answers('identity.player.own-profile.get')
  get(@Caller() caller: CallerContext): Promise<OwnProfile> {
    return this.rpc.call('identity.player.own-profile.get', {}, caller);
  }

  /** Create-or-update: the first save and later ones alike. */
  @Post()
  @Answers('identity.player.own-profile.save')
  @HttpCode(200)
  save(
    @Body(new ZodValidation(ownProfileSaveSchema)) profile: OwnProfileValues,
    @Caller() caller: CallerContext,
  ): Promise<OwnProfile> {
    return this.rpc.call('identity.player.own-profile.save', { profile }, caller);
  }
}
