import { Controller } from '@nestjs/common';
import type { FamilyMailPreference } from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { FamilyMailPreferencesService } from './family-mail-preferences.service';

/** A parent's own choice of e-mails about their children. */
@Controller()
export class FamilyMailPreferencesController {
  constructor(private readonly preferences: FamilyMailPreferencesService) {}

  @RpcHandler('reports.family-mail-preference.get')
  get(call: AuthenticatedRpcCall<'reports.family-mail-preference.get'>): Promise<FamilyMailPreference> {
    return this.preferences.get(call.actor);
  }

  @RpcHandler('reports.family-mail-preference.set')
  set(call: AuthenticatedRpcCall<'reports.family-mail-preference.set'>): Promise<FamilyMailPreference> {
    return this.preferences.set(call.actor, call.data.familyMails);
  }
}
