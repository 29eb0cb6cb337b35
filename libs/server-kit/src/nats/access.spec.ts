import { randomUUID } from 'node:crypto';
import { serviceActor } from '@portal/contracts';
import { authorizeRpc } from './access';
import { ActorTokens } from './actor-token';

const tokens = new ActorTokens('access-spec-key-0123456789abcdef0123456');
const coach = { userId: randomUUID(), role: 'coach' as const };
const player = { userId: randomUUID(), role: 'player' as const, playerId: randomUUID() };
const userToken = (actor: typeof coach | typeof player) => tokens.sign('gateway', { kind: 'user', actor });
const unauthorized = expect.objectContaining({ code: 'UNAUTHORIZED' });
const forbidden = expect.objectContaining({ code: 'FORBIDDEN' });

describe('service-side access check', () => {
  it('lets public subjects through without a token', () => {
    expect(authorizeRpc('identity.health.ping', 'public', undefined, tokens)).toEqual({ actor: undefined });
  });

  it('refuses a protected subject without a token as UNAUTHORIZED', () => {
    expect(() => authorizeRpc('identity.user.me', 'authenticated', undefined, tokens)).toThrow(unauthorized);
  });

  it('refuses a bare actor or a bad token, even on a public subject, and says why to the log', () => {
    const reasons: string[] = [];
    const note = (reason: string) => reasons.push(reason);
    expect(() => authorizeRpc('identity.user.me', 'authenticated', coach, tokens, note)).toThrow(unauthorized);
    expect(() => authorizeRpc('identity.health.ping', 'public', 'v1.e30.AAAA', tokens, note)).toThrow(unauthorized);
    expect(reasons).toEqual(['malformed', 'bad-signature']);
  });

  it('checks the role list on the signed actor', () => {
    expect(authorizeRpc('x', ['coach', 'admin'], userToken(coach), tokens).actor).toEqual(coach);
    expect(() => authorizeRpc('x', ['coach', 'admin'], userToken(player), tokens)).toThrow(forbidden);
    expect(authorizeRpc('x', 'authenticated', userToken(player), tokens)).toMatchObject({
      actor: player,
      verified: { caller: { kind: 'user', actor: player } },
    });
  });

  it('accepts a service identity only on the subjects serviceRpcCalls grants it', () => {
    const asReports = tokens.sign('reports', { kind: 'service', service: 'reports' });
    expect(authorizeRpc('identity.user.list', ['admin'], asReports, tokens).actor).toEqual(serviceActor('reports'));
    const refused: string[] = [];
    expect(() =>
      authorizeRpc('identity.user.set-role', ['admin'], asReports, tokens, (reason) => refused.push(reason)),
    ).toThrow(forbidden);
    const asMedia = tokens.sign('media', { kind: 'service', service: 'media' });
    expect(() => authorizeRpc('identity.player.get', 'authenticated', asMedia, tokens)).toThrow(forbidden);
    expect(refused).toEqual(['service-not-allowed']);
  });
});
