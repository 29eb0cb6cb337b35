import { randomUUID } from 'node:crypto';
import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import type { AccessRule } from './access-rule';
import { resolveTargetPlayer } from './request-context';

const rule: AccessRule = {
  kind: 'roles',
  roles: ['player', 'coach', 'admin'],
  playerData: { staffSource: 'query', key: 'playerId' },
};
const playerId = randomUUID();
const player = { userId: randomUUID(), role: 'player' as const, playerId };
const coach = { userId: randomUUID(), role: 'coach' as const };

describe('whose data a route touches', () => {
  it('gives a player their own player id', () => {
    expect(resolveTargetPlayer(player, rule, undefined)).toBe(playerId);
    expect(resolveTargetPlayer(player, rule, playerId)).toBe(playerId);
  });

  it("answers a player naming another player's id as if it did not exist", () => {
    expect(() => resolveTargetPlayer(player, rule, randomUUID())).toThrow(NotFoundException);
  });

  it('lets staff name any player, and requires them to', () => {
    const other = randomUUID();
    expect(resolveTargetPlayer(coach, rule, other)).toBe(other);
    expect(() => resolveTargetPlayer(coach, rule, undefined)).toThrow(new BadRequestException('playerId is required'));
    expect(() => resolveTargetPlayer(coach, rule, 'not-an-id')).toThrow(BadRequestException);
  });

  it('makes a parent name the child, like staff (the service checks it is theirs)', () => {
    const parent = { userId: randomUUID(), role: 'parent' as const, childIds: [playerId] };
    expect(resolveTargetPlayer(parent, rule, playerId)).toBe(playerId);
    expect(() => resolveTargetPlayer(parent, rule, undefined)).toThrow(new BadRequestException('playerId is required'));
  });

  it('gives a guardian write the player their own id and the parent the child they name', () => {
    const guardianWrite: AccessRule = {
      kind: 'roles',
      roles: ['player', 'parent'],
      playerData: { staffSource: 'query', key: 'playerId' },
    };
    const parent = { userId: randomUUID(), role: 'parent' as const, childIds: [playerId] };
    expect(resolveTargetPlayer(player, guardianWrite, undefined)).toBe(playerId);
    expect(resolveTargetPlayer(parent, guardianWrite, playerId)).toBe(playerId);
    expect(() => resolveTargetPlayer(parent, guardianWrite, undefined)).toThrow(
      new BadRequestException('playerId is required'),
    );
  });

  it('refuses a player account without a player record', () => {
    expect(() => resolveTargetPlayer({ userId: randomUUID(), role: 'player' }, rule, undefined)).toThrow(
      ForbiddenException,
    );
  });
});
