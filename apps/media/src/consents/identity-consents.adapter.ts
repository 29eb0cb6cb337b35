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
    return (await this.grantedConsents(actor, playerId)).has(consentType);
  }

  async grantedSince(actor: Actor, playerId: string, consentTypes: readonly ConsentType[]): Promise<string | null> {
    const granted = await this.grantedConsents(actor, playerId);
    const times = consentTypes.map((consentType) => granted.get(consentType));
    if (times.some((time) => !time)) return null;
    return (times as string[]).reduce((newest, time) => (Date.parse(time) > Date.parse(newest) ? time : newest));
  }

  /** Each granted consent with when it was granted (a consent granted but never timed counts as not granted). */
  private async grantedConsents(actor: Actor, playerId: string): Promise<Map<ConsentType, string>> {
    try {
      const player = await this.rpc.call('identity.player.get', { playerId }, { actor }, { timeoutMs: 3000 });
      return new Map(
        player.consents.flatMap((consent) =>
          (consent.consentType === 'media' || consent.consentType === 'video_share') &&
          consent.granted === true &&
          consent.updatedAt
            ? [[consent.consentType, consent.updatedAt] as const]
            : [],
        ),
      );
    } catch (error) {
      this.logger.debug({ err: error, playerId }, 'consent lookup failed; treated as not granted');
      return new Map();
    }
  }
}
