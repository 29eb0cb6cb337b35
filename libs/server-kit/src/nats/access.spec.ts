import { randomUUID } from 'node:crypto';
import { ServiceError } from '../errors';
import { authorizeRpc } from './access';

const coach = { userId: randomUUID(), role: 'coach' as const };
const player = { userId: randomUUID(), role: 'player' as const, playerId: randomUUID() };

describe('service-side access re-check', () => {
  it('lets public subjects through without an actor', () => {
    expect(authorizeRpc('public', undefined)).toBeUndefined();
  });

  it('refuses a protected subject without an actor as UNAUTHORIZED', () => {
    expect(() => authorizeRpc('authenticated', undefined)).toThrow(expect.objectContaining({ code: 'UNAUTHORIZED' }));
  });

  it('refuses a malformed actor, even on a public subject', () => {
    expect(() => authorizeRpc('authenticated', { userId: 'not-a-uuid', role: 'admin' })).toThrow(ServiceError);
    expect(() => authorizeRpc('public', { userId: randomUUID(), role: 'superuser' })).toThrow(ServiceError);
  });

  it('checks the role list', () => {
    expect(authorizeRpc(['coach', 'admin'], coach)).toEqual(coach);
    expect(() => authorizeRpc(['coach', 'admin'], player)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(authorizeRpc('authenticated', player)).toEqual(player);
  });
});
