import type { Actor } from '@portal/contracts';
import {
  archiveTransition,
  coachAssignmentRefusal,
  deactivationRefusal,
  joinRefusal,
  managedClubId,
  membershipEffect,
  squadListScope,
} from './squad.rules';

const CLUB = '11111111-1111-4111-8111-111111111111';
const admin: Actor = { userId: 'a1', role: 'admin', clubId: CLUB };
const coach: Actor = { userId: 'c1', role: 'coach', clubId: CLUB, squadIds: ['s1'] };
const player: Actor = { userId: 'p1', role: 'player', clubId: CLUB, playerId: 'pl1' };
const members = { playerIds: ['pl1', 'pl2'], coachIds: ['c1', 'c2'] };

describe('squad rules', () => {
  it('an admin sees every squad of their club, a coach the squads they coach, a player none', () => {
    expect(squadListScope(admin)).toEqual({ kind: 'club', clubId: CLUB });
    expect(squadListScope(coach)).toEqual({ kind: 'coached', clubId: CLUB, userId: 'c1' });
    expect(squadListScope(player)).toEqual({ kind: 'none' });
    expect(squadListScope({ userId: 'x', role: 'admin' })).toEqual({ kind: 'none' });
  });

  it('only an admin manages, and only their own club', () => {
    expect(managedClubId(admin)).toBe(CLUB);
    expect(managedClubId(coach)).toBeUndefined();
    expect(managedClubId(player)).toBeUndefined();
    expect(managedClubId({ userId: 'x', role: 'admin' })).toBeUndefined();
  });

  it('archiving and restoring are transitions; repeating one is none', () => {
    const archivedAt = new Date('2026-11-01T00:00:00Z');
    expect(archiveTransition(null, true)).toBe('archive');
    expect(archiveTransition(archivedAt, true)).toBe('none');
    expect(archiveTransition(archivedAt, false)).toBe('restore');
    expect(archiveTransition(null, false)).toBe('none');
    expect(archiveTransition(null, undefined)).toBe('none');
  });

  it('archiving or restoring touches every player and coach of the squad', () => {
    expect(membershipEffect({ kind: 'archive-state', transition: 'archive' }, members)).toEqual({
      playerIds: ['pl1', 'pl2'],
      coachIds: ['c1', 'c2'],
    });
    expect(membershipEffect({ kind: 'archive-state', transition: 'restore' }, members)).toEqual({
      playerIds: ['pl1', 'pl2'],
      coachIds: ['c1', 'c2'],
    });
    expect(membershipEffect({ kind: 'archive-state', transition: 'none' }, members)).toEqual({
      playerIds: [],
      coachIds: [],
    });
  });

  it('adding or removing one person touches that person only, and nobody when nothing changed', () => {
    expect(membershipEffect({ kind: 'player', playerId: 'pl9', changed: true }, members)).toEqual({
      playerIds: ['pl9'],
      coachIds: [],
    });
    expect(membershipEffect({ kind: 'coach', userId: 'c9', changed: true }, members)).toEqual({
      playerIds: [],
      coachIds: ['c9'],
    });
    expect(membershipEffect({ kind: 'coach', userId: 'c9', changed: false }, members)).toEqual({
      playerIds: [],
      coachIds: [],
    });
  });

  it('nobody joins an archived squad; only coaches coach; an admin cannot deactivate themself', () => {
    expect(joinRefusal(null)).toBeUndefined();
    expect(joinRefusal(new Date())).toMatch(/archived/);
    expect(coachAssignmentRefusal('coach')).toBeUndefined();
    expect(coachAssignmentRefusal('admin')).toMatch(/Only a coach/);
    expect(coachAssignmentRefusal('player')).toMatch(/Only a coach/);
    expect(deactivationRefusal(admin, 'a1')).toMatch(/your own account/);
    expect(deactivationRefusal(admin, 'c1')).toBeUndefined();
  });
});
