import { callersClubOf, canSeeCall, canWriteNotes, isBookableFrom } from './call-access.rules';

const call = {
  playerId: '11111111-1111-4111-8111-111111111111',
  coachUserId: '22222222-2222-4222-8222-222222222222',
  startsAt: '2026-03-02T09:00:00.000Z',
};
const riverside = '77777777-7777-4777-8777-777777777777';
const hillside = '88888888-8888-4888-8888-888888888888';
const player = { userId: '33333333-3333-4333-8333-333333333333', role: 'player' as const, playerId: call.playerId };
const otherPlayer = { ...player, playerId: '44444444-4444-4444-8444-444444444444' };
const coach = { userId: call.coachUserId, role: 'coach' as const, clubId: riverside };
const otherCoach = { userId: '55555555-5555-4555-8555-555555555555', role: 'coach' as const, clubId: riverside };
const admin = { userId: '66666666-6666-4666-8666-666666666666', role: 'admin' as const, clubId: riverside };
const parent = { userId: '99999999-9999-4999-8999-999999999999', role: 'parent' as const, childIds: [call.playerId] };

describe('call access', () => {
  it('lets the player and the call’s coach see it, and staff whose scope reaches the player', () => {
    expect(canSeeCall(player, call, true)).toBe(true);
    expect(canSeeCall(coach, call, false)).toBe(true);
    expect(canSeeCall(otherCoach, call, true)).toBe(true);
    expect(canSeeCall(admin, call, true)).toBe(true);
  });

  it('hides the call from another player, and from staff whose scope does not reach the player', () => {
    expect(canSeeCall(otherPlayer, call, false)).toBe(false);
    // A player's own scope answer never lets them into another player's call.
    expect(canSeeCall(otherPlayer, call, true)).toBe(false);
    expect(canSeeCall(otherCoach, call, false)).toBe(false);
    expect(canSeeCall(admin, call, false)).toBe(false);
  });

  it("lets a parent see their child's call (the scope rule's answer) and no other", () => {
    expect(canSeeCall(parent, call, true)).toBe(true);
    expect(canSeeCall(parent, call, false)).toBe(false);
  });

  it('lets only the call’s coach or an admin write notes, after the start', () => {
    const after = new Date('2026-03-02T09:30:00Z');
    expect(canWriteNotes(coach, call, after)).toBeNull();
    expect(canWriteNotes(admin, call, after)).toBeNull();
    expect(canWriteNotes(player, call, after)).toBe('Only coaches can write call notes');
    expect(canWriteNotes(parent, call, after)).toBe('Only coaches can write call notes');
    expect(canWriteNotes(otherCoach, call, after)).toBe('This is not your call');
    expect(canWriteNotes(coach, call, new Date('2026-03-02T08:59:00Z'))).toBe(
      'Notes can be written once the call has started',
    );
  });

  it('books only active coaches and admins of the caller’s own club', () => {
    const staff = (change: Partial<{ clubId: string; role: string; active: boolean }> = {}) => ({
      clubId: riverside,
      role: 'coach',
      active: true,
      ...change,
    });
    expect(isBookableFrom(riverside, staff())).toBe(true);
    expect(isBookableFrom(riverside, staff({ role: 'admin' }))).toBe(true);
    expect(isBookableFrom(hillside, staff())).toBe(false);
    expect(isBookableFrom(riverside, staff({ active: false }))).toBe(false);
    expect(isBookableFrom(riverside, staff({ role: 'player' }))).toBe(false);
    expect(isBookableFrom(riverside, undefined)).toBe(false);
    expect(isBookableFrom(undefined, staff())).toBe(false);
  });

  it('places the caller where the memberships copy places the player, else by the signed actor', () => {
    const squad = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
    const placed = { playerId: call.playerId, clubId: hillside, squadIds: [squad] };
    const playerOfRiverside = { ...player, clubId: riverside };
    // The copy wins over the signed actor, for a player themself and a named child alike.
    expect(callersClubOf(playerOfRiverside, undefined, placed)).toEqual({ clubId: hillside, squadIds: [squad] });
    expect(callersClubOf(parent, call.playerId, placed)).toEqual({ clubId: hillside, squadIds: [squad] });
    // Another player the copy does not place is in no club, whatever the actor says.
    expect(callersClubOf(parent, call.playerId, undefined)).toBeUndefined();
    expect(callersClubOf({ ...coach, squadIds: [squad] }, call.playerId, undefined)).toBeUndefined();
    const otherPlayer = { ...playerOfRiverside, playerId: '55555555-5555-4555-8555-555555555555' };
    expect(callersClubOf(otherPlayer, call.playerId, undefined)).toBeUndefined();
    // A player naming themself before the copy holds them: their signed actor's club.
    expect(callersClubOf(playerOfRiverside, call.playerId, undefined)).toEqual({ clubId: riverside, squadIds: [] });
    // Nobody named and nothing placed: the signed actor's club and squads.
    expect(callersClubOf(playerOfRiverside, undefined, undefined)).toEqual({ clubId: riverside, squadIds: [] });
    expect(callersClubOf({ ...coach, squadIds: [squad] }, undefined, undefined)).toEqual({
      clubId: riverside,
      squadIds: [squad],
    });
    expect(callersClubOf(parent, undefined, undefined)).toBeUndefined();
  });
});
