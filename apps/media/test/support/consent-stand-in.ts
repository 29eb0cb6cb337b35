import { type NatsConnection, connect } from 'nats';

/**
 * Stands in for identity in media's own integration tests (which run media without identity):
 * answers `identity.player.get` with the consents granted here, nothing else. Without it nothing
 * answers, which media must treat as not granted (tested too). The API and browser tests use the real
 * identity and grant consents through `POST /api/players/{id}/consents`.
 */
export class ConsentStandIn {
  /** `playerId:consentType` → when it was granted. */
  private readonly granted = new Map<string, string>();

  private constructor(private readonly connection: NatsConnection) {}

  static async start(natsUrl: string, namespace: string): Promise<ConsentStandIn> {
    const connection = await connect({ servers: natsUrl, name: `${namespace}-consent-stand-in` });
    const standIn = new ConsentStandIn(connection);
    const subscription = connection.subscribe(`${namespace}.identity.player.get`);
    void (async () => {
      for await (const message of subscription) {
        const request = JSON.parse(new TextDecoder().decode(message.data)) as { data: { playerId: string } };
        const { playerId } = request.data;
        const consents = (['media', 'video_share', 'analytics'] as const).map((consentType) => ({
          consentType,
          granted: standIn.granted.has(`${playerId}:${consentType}`),
          updatedAt: standIn.granted.get(`${playerId}:${consentType}`) ?? null,
        }));
        message.respond(new TextEncoder().encode(JSON.stringify({ ok: true, data: { id: playerId, consents } })));
      }
    })();
    await connection.flush();
    return standIn;
  }

  grant(playerId: string, consentType: 'media' | 'video_share'): void {
    this.granted.set(`${playerId}:${consentType}`, new Date().toISOString());
  }

  revoke(playerId: string, consentType: 'media' | 'video_share'): void {
    this.granted.delete(`${playerId}:${consentType}`);
  }

  stop(): Promise<void> {
    return this.connection.drain();
  }
}
