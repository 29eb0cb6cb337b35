import type { Actor, PlayerMembership } from '@portal/contracts';
import { mediaGrantAnswer } from './media-grant.rules';

const CLUB = '00000000-0000-4000-8000-0000000000c1';
const OTHER_CLUB = '00000000-0000-4000-8000-0000000000c2';
const SQUAD = '00000000-0000-4000-8000-0000000000a1';
const OTHER_SQUAD = '00000000-0000-4000-8000-0000000000b2';
const PLAYER = '00000000-0000-4000-8000-0000000000f1';
const membership: PlayerMembership = { playerId: PLAYER, clubId: CLUB, squadIds: [SQUAD] };

const coach = (squadIds: string[], clubId = CLUB): Actor => ({
  userId: '00000000-0000-4000-8000-00000000000c',
  role: 'coach',
  clubId,
  squadIds,
});
const now = (actor: Actor, deactivated = false) => ({ actor, deactivated });

describe('mediaGrantAnswer (identity.consent.check)', () => {
  it('without a viewer bound, answers by the consents alone', () => {
    expect(mediaGrantAnswer(PLAYER, true, undefined, undefined)).toEqual({ granted: true });
    expect(mediaGrantAnswer(PLAYER, false, undefined, membership)).toEqual({ granted: false, reason: 'consent' });
  });

  it('serves a viewer who still reaches the player, while the consents stand', () => {
    expect(mediaGrantAnswer(PLAYER, true, now(coach([SQUAD])), membership)).toEqual({ granted: true });
    const admin: Actor = { userId: '00000000-0000-4000-8000-00000000000d', role: 'admin', clubId: CLUB };
    expect(mediaGrantAnswer(PLAYER, true, now(admin), membership)).toEqual({ granted: true });
    const self: Actor = { userId: '00000000-0000-4000-8000-00000000000e', role: 'player', playerId: PLAYER };
    expect(mediaGrantAnswer(PLAYER, true, now(self), undefined)).toEqual({ granted: true });
    expect(mediaGrantAnswer(PLAYER, false, now(coach([SQUAD])), membership)).toEqual({
      granted: false,
      reason: 'consent',
    });
  });

  it('refuses for the viewer: gone, deactivated, off the squad, another club, another player', () => {
    const refused = { granted: false, reason: 'viewer' };
    expect(mediaGrantAnswer(PLAYER, true, null, membership)).toEqual(refused);
    expect(mediaGrantAnswer(PLAYER, true, now(coach([SQUAD]), true), membership)).toEqual(refused);
    expect(mediaGrantAnswer(PLAYER, true, now(coach([OTHER_SQUAD])), membership)).toEqual(refused);
    expect(mediaGrantAnswer(PLAYER, true, now(coach([])), membership)).toEqual(refused);
    expect(mediaGrantAnswer(PLAYER, true, now(coach([SQUAD], OTHER_CLUB)), membership)).toEqual(refused);
    const otherPlayer: Actor = {
      userId: '00000000-0000-4000-8000-00000000000e',
      role: 'player',
      playerId: OTHER_SQUAD,
    };
    expect(mediaGrantAnswer(PLAYER, true, now(otherPlayer), membership)).toEqual(refused);
    // The viewer's refusal comes first: someone who lost the player learns nothing of their consents.
    expect(mediaGrantAnswer(PLAYER, false, null, membership)).toEqual(refused);
  });

  it('refuses a coach when the player is unknown (no membership on file)', () => {
    expect(mediaGrantAnswer(PLAYER, true, now(coach([SQUAD])), undefined)).toEqual({
      granted: false,
      reason: 'viewer',
    });
  });
});
