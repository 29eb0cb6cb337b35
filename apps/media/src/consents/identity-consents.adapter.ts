import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '@portal/contracts';
import { LOGGER, type Logger, RpcClient } from '@portal/server-kit';
import { type ConsentType, ConsentsPort } from './consents.port';

/**
 * Asks identity at the moment of the decision (`identity.player.get`, whose record lists the
 * consents), so a consent withdrawn in the profile applies to the very next upload and there is no
 * copy to keep in step. A missing service, a timeout, a refusal or a consent never given is "not
 * granted".
 */
@Injectable()
export class IdentityConsentsAdapter extends ConsentsPort {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super();
  }

  async isGranted(actor: Actor, playerId: string, consentType: ConsentType): Promise<boolean> {
    try {
      const player = await this.rpc.call('identity.player.get', { playerId }, { actor }, { timeoutMs: 3000 });
      return player.consents.some((consent) => consent.consentType === consentType && consent.granted === true);
    } catch (error) {
      this.logger.debug({ err: error, playerId, consentType }, 'consent lookup failed; treated as not granted');
      return false;
    }
  }
}
