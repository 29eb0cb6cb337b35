import { canSeeCall, canWriteNotes } from './call-access.rules';

const call = {
  playerId: '11111111-1111-4111-8111-111111111111',
  coachUserId: '22222222-2222-4222-8222-222222222222',
  startsAt: '2026-03-02T09:00:00.000Z',
};
const player = { userId: '33333333-3333-4333-8333-333333333333', role: 'player' as const, playerId: call.playerId };
const otherPlayer = { ...player, playerId: '44444444-4444-4444-8444-444444444444' };
const coach = { userId: call.coachUserId, role: 'coach' as const };
const otherCoach = { userId: '55555555-5555-4555-8555-555555555555', role: 'coach' as const };
const admin = { userId: '66666666-6666-4666-8666-666666666666', role: 'admin' as const };

describe('call access', () => {
  it('lets the player, the coach and admins see a call, nobody else', () => {
    expect(canSeeCall(player, call)).toBe(true);
    expect(canSeeCall(coach, call)).toBe(true);
    expect(canSeeCall(admin, call)).toBe(true);
    expect(canSeeCall(otherPlayer, call)).toBe(false);
    expect(canSeeCall(otherCoach, call)).toBe(false);
  });

  it('lets only the call’s coach or an admin write notes, after the start', () => {
    const after = new Date('2026-03-02T09:30:00Z');
    expect(canWriteNotes(coach, call, after)).toBeNull();
    expect(canWriteNotes(admin, call, after)).toBeNull();
    expect(canWriteNotes(player, call, after)).toBe('Only coaches can write call notes');
    expect(canWriteNotes(otherCoach, call, after)).toBe('This is not your call');
    expect(canWriteNotes(coach, call, new Date('2026-03-02T08:59:00Z'))).toBe(
      'Notes can be written once the call has started',
    );
  });
});
