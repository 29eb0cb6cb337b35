import { type NatsConnection, connect } from 'nats';

/**
 * Answers `identity.consent.get` the way identity is expected to (`{playerId, consentType}` →
 * `{granted}`), for tests that need a granted consent before identity's consents land: what was not
 * granted here answers `granted: false`. Without a stand-in nothing answers, which media must treat
 * as not granted (tested too). Replace with identity's real consent calls once they exist.
 */
export class ConsentStandIn {
  private readonly granted = new Set<string>();

  private constructor(private readonly connection: NatsConnection) {}

  static async start(natsUrl: string, namespace: string): Promise<ConsentStandIn> {
    const connection = await connect({ servers: natsUrl, name: `${namespace}-consent-stand-in` });
    const standIn = new ConsentStandIn(connection);
    const subscription = connection.subscribe(`${namespace}.identity.consent.get`);
    void (async () => {
      for await (const message of subscription) {
        const request = JSON.parse(new TextDecoder().decode(message.data)) as {
          data: { playerId: string; consentType: string };
        };
        const granted = standIn.granted.has(`${request.data.playerId}:${request.data.consentType}`);
        message.respond(new TextEncoder().encode(JSON.stringify({ ok: true, data: { granted } })));
      }
    })();
    await connection.flush();
    return standIn;
  }

  grant(playerId: string, consentType: 'media' | 'video_share'): void {
    this.granted.add(`${playerId}:${consentType}`);
  }

  revoke(playerId: string, consentType: 'media' | 'video_share'): void {
    this.granted.delete(`${playerId}:${consentType}`);
  }

  stop(): Promise<void> {
    return this.connection.drain();
  }
}
