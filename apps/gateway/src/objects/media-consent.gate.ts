import { Injectable } from '@nestjs/common';
import type { MediaGrantAnswer } from '@portal/contracts';
import { type PlayerConsentBinding, RpcClient } from '@portal/server-kit';

/**
 * Whether a player's media may be served right now: asked of identity on every request (a Range
 * request of a video included), never cached, so a consent withdrawn or a squad left a moment ago
 * already counts. A failed question throws (503), and nothing is served.
 */
@Injectable()
export class MediaConsentGate {
  constructor(private readonly rpc: RpcClient) {}

  /** One question for the binding's consents and, when it names one, its viewer's scope. */
  async check(binding: PlayerConsentBinding, requestId: string): Promise<MediaGrantAnswer> {
    const answer = await this.rpc.call(
      'identity.consent.check',
      {
        playerId: binding.playerId,
        consentTypes: [...binding.requires],
        ...(binding.unchangedSince ? { unchangedSince: binding.unchangedSince } : {}),
        ...(binding.viewerUserId ? { viewerUserId: binding.viewerUserId } : {}),
      },
      { requestId },
    );
    return answer.granted ? { granted: true } : { granted: false, reason: answer.reason ?? 'consent' };
  }

  async allows(binding: PlayerConsentBinding, requestId: string): Promise<boolean> {
    return (await this.check(binding, requestId)).granted;
  }
}
