import type { Actor } from '@portal/contracts';
import { familyListPlayer, titleContains } from './video-list.rules';

const ANA = '22222222-2222-4222-8222-222222222222';
const BEN = '33333333-3333-4333-8333-333333333333';

describe('titleContains', () => {
  it('wraps the search in wildcards', () => {
    expect(titleContains('Corner')).toBe('%Corner%');
  });

  it('escapes the characters LIKE reads as patterns, so they match only themselves', () => {
    expect(titleContains('100%')).toBe('%100\\%%');
    expect(titleContains('free_kick')).toBe('%free\\_kick%');
    expect(titleContains('a\\b')).toBe('%a\\\\b%');
  });
});

describe('familyListPlayer', () => {
  const player: Actor = { userId: '11111111-1111-4111-8111-111111111111', role: 'player', playerId: ANA };
  const parent: Actor = { userId: '44444444-4444-4444-8444-444444444444', role: 'parent', childIds: [ANA, BEN] };
  const coach: Actor = { userId: '55555555-5555-4555-8555-555555555555', role: 'coach' };

  it("is the player's own, named or not", () => {
    expect(familyListPlayer(player, undefined)).toBe(ANA);
    expect(familyListPlayer(player, ANA)).toBe(ANA);
  });

  it('is the child a parent names, and a parent must name one', () => {
    expect(familyListPlayer(parent, BEN)).toBe(BEN);
    expect(familyListPlayer(parent, undefined)).toBe('name-the-child');
  });

  it('is nobody for staff, who see withdrawn videos marked instead', () => {
    expect(familyListPlayer(coach, ANA)).toBeUndefined();
    expect(familyListPlayer({ ...coach, role: 'admin' }, undefined)).toBeUndefined();
  });
});
