import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  type Consent,
  PLAYER_DATA_READERS,
  PLAYER_GUARDIAN_AND_STAFF,
  type ConsentHistoryEntry,
  type PlayerProfile,
  type PlayerProfileChanges,
  type PlayerSelf,
  consentUpdateSchema,
  playerProfileUpdateSchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { z } from 'zod';
import { RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';

const playerIdParam = z.uuid('id must be a valid id');

/**
 * Player records (spec §7). The player, their parents, the coaches of their squads and their club's
 * admins reach a record; identity applies the scope itself, so a player outside the caller's scope is
 * a 404 from there (as if it did not exist) and a malformed id a 400 here, for every role alike.
 */
@Controller('players')
export class PlayersController {
  constructor(private readonly rpc: RpcClient) {}

  /** The signed-in player's own record; its id keys all their data. */
  @Get('me')
  @RolesAllowed('player')
  me(@Caller() caller: CallerContext): Promise<PlayerSelf> {
    return this.rpc.call('identity.player.me', {}, caller);
  }

  @Get(':id')
  @RolesAllowed(...PLAYER_DATA_READERS)
  get(@Param('id', new ZodValidation(playerIdParam)) playerId: string, @Caller() caller: CallerContext) {
    return this.rpc.call('identity.player.get', { playerId }, caller) as Promise<PlayerProfile>;
  }

  /**
   * The player profile form (spec §5); `status` only for coaches and admins; a parent changes only
   * the child's contact fields (identity answers 403 naming any other field).
   */
  @Patch(':id')
  @RolesAllowed(...PLAYER_GUARDIAN_AND_STAFF)
  update(
    @Param('id', new ZodValidation(playerIdParam)) playerId: string,
    @Body(new ZodValidation(playerProfileUpdateSchema)) changes: PlayerProfileChanges,
    @Caller() caller: CallerContext,
  ): Promise<PlayerProfile> {
    return this.rpc.call('identity.player.update', { playerId, changes }, caller);
  }

  @Post(':id/consents')
  @HttpCode(200)
  @RolesAllowed('player', 'coach', 'admin')
  setConsent(
    @Param('id', new ZodValidation(playerIdParam)) playerId: string,
    @Body(new ZodValidation(consentUpdateSchema)) consent: z.output<typeof consentUpdateSchema>,
    @Caller() caller: CallerContext,
  ): Promise<Consent> {
    return this.rpc.call('identity.player.set-consent', { playerId, consent }, caller);
  }

  /** Who changed which consent and when, newest first (the owner and staff). */
  @Get(':id/consent-history')
  @RolesAllowed('player', 'coach', 'admin')
  consentHistory(
    @Param('id', new ZodValidation(playerIdParam)) playerId: string,
    @Caller() caller: CallerContext,
  ): Promise<ConsentHistoryEntry[]> {
    return this.rpc.call('identity.player.consent-history', { playerId }, caller);
  }
}
