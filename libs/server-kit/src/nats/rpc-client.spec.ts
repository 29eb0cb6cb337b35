import type { NatsConnection } from 'nats';
import { ActorTokens } from './actor-token';
import { runAsIncomingCaller } from './caller-context';
import { decodeJson, encodeJson } from './connection';
import { RpcClient } from './rpc-client';

const tokens = new ActorTokens('rpc-client-spec-key-0123456789abcdef01234');
const ana = { userId: '11111111-1111-4111-8111-111111111111', role: 'player' as const };
const cal = { userId: '22222222-2222-4222-8222-222222222222', role: 'coach' as const };

/** A connection that records what was sent and answers ok. */
function recordingConnection(sent: { actorToken?: string }[]): NatsConnection {
  return {
    request: async (_subject: string, payload: Uint8Array) => {
      sent.push(decodeJson(payload) as { actorToken?: string });
      return { data: encodeJson({ ok: true, data: {} }) };
    },
  } as unknown as NatsConnection;
}

describe('which actor token an RPC carries', () => {
  it('the gateway signs the actor it is given', async () => {
    const sent: { actorToken?: string }[] = [];
    const gateway = new RpcClient(recordingConnection(sent), 'portal', 1000, { issuer: 'gateway', tokens });
    await gateway.call('identity.user.me', {}, { actor: ana });
    await gateway.call('identity.health.ping', {});
    const verified = tokens.verify(sent[0]?.actorToken);
    expect(verified).toMatchObject({ ok: true, claims: { iss: 'gateway', sub: { kind: 'user', actor: ana } } });
    expect(sent[1]).not.toHaveProperty('actorToken');
  });

  it('a service forwards the token of the user whose request it handles, and signs only its own identity', async () => {
    const sent: { actorToken?: string }[] = [];
    const roadmap = new RpcClient(recordingConnection(sent), 'portal', 1000, { issuer: 'roadmap', tokens });
    const incoming = tokens.sign('gateway', { kind: 'user', actor: cal });
    await runAsIncomingCaller({ token: incoming, caller: { kind: 'user', actor: cal } }, () =>
      roadmap.call('identity.player.get', { playerId: ana.userId }, { actor: cal }),
    );
    expect(sent[0]?.actorToken).toBe(incoming);

    // Not the user of the request being handled, or no request at all: it cannot act for them.
    await expect(
      runAsIncomingCaller({ token: incoming, caller: { kind: 'user', actor: cal } }, () =>
        roadmap.call('identity.player.get', { playerId: ana.userId }, { actor: ana }),
      ),
    ).rejects.toThrow("only while handling that user's request");
    await expect(roadmap.call('identity.user.me', {}, { actor: ana })).rejects.toThrow('only while handling');

    await roadmap.call('identity.user.list', {}, { asService: true });
    expect(tokens.verify(sent[1]?.actorToken)).toMatchObject({
      ok: true,
      claims: { iss: 'roadmap', sub: { kind: 'service', service: 'roadmap' } },
    });
  });

  it('the gateway cannot call as a service', async () => {
    const gateway = new RpcClient(recordingConnection([]), 'portal', 1000, { issuer: 'gateway', tokens });
    await expect(gateway.call('identity.user.list', {}, { asService: true })).rejects.toThrow(
      'Only a service can call as itself',
    );
  });
});
