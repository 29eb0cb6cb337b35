import { Injectable } from '@nestjs/common';
import { type PlayerConsentBinding, RpcClient } from '@portal/server-kit';

/**
 * Whether a player's media may be served right now: asked of identity on every request (a Range
 * request of a video included), never cached, so a consent withdrawn a moment ago already counts. A
 * failed question throws (503), and nothing is served.
 */
@Injectable()
export class MediaConsentGate {
  constructor(private readonly rpc: RpcClient) {}

  async allows(binding: PlayerConsentBinding, requestId: string): Promise<boolean> {
    const { granted } = await this.rpc.call(
      'identity.consent.check',
      {
        playerId: binding.playerId,
        consentTypes: [...binding.requires],
        ...(binding.unchangedSince ? { unchangedSince: binding.unchangedSince } : {}),
      },
      { requestId },
    );
    return granted;
  }
}
