import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import {
  type Consent,
  PLAYER_AND_STAFF,
  PLAYER_DATA_READERS,
  PLAYER_GUARDIAN_AND_STAFF,
  type ConsentHistoryEntry,
  type GuardianInvitationSent,
  type PlayerProfile,
  type PlayerProfileChanges,
  type PlayerSelf,
  type ConsentRequestAnswer,
  type DeclareBirthDateRequest,
  type DeclareBirthDateResponse,
  consentRequestCreateSchema,
  declareBirthDateRequestSchema,
  consentUpdateSchema,
  playerProfileUpdateSchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { z } from 'zod';
import { RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { Answers } from '../openapi/answers.decorator';

const playerIdParam = z.uuid('id must be a valid id');
const parentIdParam = z.uuid('parentId must be a valid id');

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
  @Answers('identity.player.me')
  @RolesAllowed('player')
  me(@Caller() caller: CallerContext): Promise<PlayerSelf> {
    return this.rpc.call('identity.player.me', {}, caller);
  }

  /** The age question, asked once of an account without a date of birth (ARCHITECTURE §9). */
  @Put('me/date-of-birth')
  @Answers('identity.player.declare-birth-date')
  @RolesAllowed('player')
  declareBirthDate(
    @Body(new ZodValidation(declareBirthDateRequestSchema)) body: DeclareBirthDateRequest,
    @Caller() caller: CallerContext,
  ): Promise<DeclareBirthDateResponse> {
    return this.rpc.call('identity.player.declare-birth-date', body, caller);
  }

  /** A parent reads their children's records too (the player data routes of other services are theirs). */
  @Get(':id')
  @Answers('identity.player.get')
  @RolesAllowed(...PLAYER_DATA_READERS)
  get(@Param('id', new ZodValidation(playerIdParam)) playerId: string, @Caller() caller: CallerContext) {
    return this.rpc.call('identity.player.get', { playerId }, caller) as Promise<PlayerProfile>;
  }

  /**
   * The player profile form (spec §5); `status` only for coaches and admins; a parent changes only
   * the child's contact fields (identity answers 403 naming any other field).
   */
  @Patch(':id')
  @Answers('identity.player.update')
  @RolesAllowed(...PLAYER_GUARDIAN_AND_STAFF)
  update(
    @Param('id', new ZodValidation(playerIdParam)) playerId: string,
    @Body(new ZodValidation(playerProfileUpdateSchema)) changes: PlayerProfileChanges,
    @Caller() caller: CallerContext,
  ): Promise<PlayerProfile> {
    return this.rpc.call('identity.player.update', { playerId, changes }, caller);
  }

  /**
   * Under the club's consent age a guardian decides, at or over it the player; staff may only
   * withdraw. The others are refused with 403 and the reason (identity's consent.rules.ts).
   */
  @Post(':id/consents')
  @Answers('identity.player.set-consent')
  @HttpCode(200)
  @RolesAllowed(...PLAYER_DATA_READERS)
  setConsent(
    @Param('id', new ZodValidation(playerIdParam)) playerId: string,
    @Body(new ZodValidation(consentUpdateSchema)) consent: z.output<typeof consentUpdateSchema>,
    @Caller() caller: CallerContext,
  ): Promise<Consent> {
    return this.rpc.call('identity.player.set-consent', { playerId, consent }, caller);
  }

  /** Who changed which consent, in which capacity and when, newest first (the owner, staff and guardians). */
  @Get(':id/consent-history')
  @Answers('identity.player.consent-history')
  @RolesAllowed(...PLAYER_DATA_READERS)
  consentHistory(
    @Param('id', new ZodValidation(playerIdParam)) playerId: string,
    @Caller() caller: CallerContext,
  ): Promise<ConsentHistoryEntry[]> {
    return this.rpc.call('identity.player.consent-history', { playerId }, caller);
  }

  /**
   * Sends a Parents & Guardians entry a new invitation link (its earlier links stop working). 404
   * for an entry that is not this player's, 409 for one without an e-mail, 429 past a few an hour.
   */
  @Post(':id/parents/:parentId/invite')
  @Answers('identity.guardian.invite')
  @HttpCode(202)
  @RolesAllowed(...PLAYER_AND_STAFF)
  invite(
    @Param('id', new ZodValidation(playerIdParam)) playerId: string,
    @Param('parentId', new ZodValidation(parentIdParam)) parentId: string,
    @Caller() caller: CallerContext,
  ): Promise<GuardianInvitationSent> {
    return this.rpc.call('identity.guardian.invite', { playerId, parentId }, caller);
  }

  /**
   * A player under their club's consent age asks their guardians for a consent (each guardian with an
   * e-mail is mailed; the open request is answered again rather than duplicated). 409 when already
   * given or the player decides it, 429 past a few a day; another player's id is 404.
   */
  @Post(':id/consent-requests')
  @Answers('identity.consent-request.create')
  @HttpCode(200)
  @RolesAllowed('player')
  requestConsent(
    @Param('id', new ZodValidation(playerIdParam)) playerId: string,
    @Body(new ZodValidation(consentRequestCreateSchema)) request: z.output<typeof consentRequestCreateSchema>,
    @Caller() caller: CallerContext,
  ): Promise<ConsentRequestAnswer> {
    return this.rpc.call('identity.consent-request.create', { playerId, request }, caller);
  }
}
