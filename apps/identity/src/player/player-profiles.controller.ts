import { Controller } from '@nestjs/common';
import type {
  AdminPlayerPage,
  Consent,
  ConsentHistoryEntry,
  MediaGrantAnswer,
  OwnProfile,
  PlayerProfile,
} from '@portal/contracts';
import { type AuthenticatedRpcCall, type RpcCall, RpcHandler } from '@portal/server-kit';
import { PlayerListService } from './player-list.service';
import { PlayerProfilesService } from './player-profiles.service';

/** Message handlers only: the services re-check the actor on every call. */
@Controller()
export class PlayerProfilesController {
  constructor(
    private readonly profiles: PlayerProfilesService,
    private readonly list: PlayerListService,
  ) {}

  @RpcHandler('identity.player.get')
  get(call: AuthenticatedRpcCall<'identity.player.get'>): Promise<PlayerProfile> {
    return this.profiles.get(call.actor, call.data.playerId);
  }

  @RpcHandler('identity.player.many')
  many(call: AuthenticatedRpcCall<'identity.player.many'>): Promise<PlayerProfile[]> {
    return this.profiles.many(call.actor, call.data.playerIds);
  }

  @RpcHandler('identity.player.update')
  update(call: AuthenticatedRpcCall<'identity.player.update'>): Promise<PlayerProfile> {
    return this.profiles.update(call.actor, call.data.playerId, call.data.changes);
  }

  @RpcHandler('identity.player.set-consent')
  setConsent(call: AuthenticatedRpcCall<'identity.player.set-consent'>): Promise<Consent> {
    return this.profiles.setConsent(call.actor, call.data.playerId, call.data.consent);
  }

  @RpcHandler('identity.consent.check')
  checkConsent(call: RpcCall<'identity.consent.check'>): Promise<MediaGrantAnswer> {
    return this.profiles.checkMediaGrant(call.data);
  }

  @RpcHandler('identity.player.consent-history')
  consentHistory(call: AuthenticatedRpcCall<'identity.player.consent-history'>): Promise<ConsentHistoryEntry[]> {
    return this.profiles.consentHistory(call.actor, call.data.playerId);
  }

  @RpcHandler('identity.player.own-profile.get')
  ownProfile(call: AuthenticatedRpcCall<'identity.player.own-profile.get'>): Promise<OwnProfile> {
    return this.profiles.ownProfile(call.actor);
  }

  @RpcHandler('identity.player.declare-birth-date')
  declareBirthDate(call: AuthenticatedRpcCall<'identity.player.declare-birth-date'>) {
    return this.profiles.declareBirthDate(call.actor, call.data.dateOfBirth);
  }

  @RpcHandler('identity.player.own-profile.save')
  saveOwnProfile(call: AuthenticatedRpcCall<'identity.player.own-profile.save'>): Promise<OwnProfile> {
    return this.profiles.saveOwnProfile(call.actor, call.data.profile);
  }

  @RpcHandler('identity.player.list')
  listPlayers(call: AuthenticatedRpcCall<'identity.player.list'>): Promise<AdminPlayerPage> {
    return this.list.list(call.actor, call.data);
  }
}
