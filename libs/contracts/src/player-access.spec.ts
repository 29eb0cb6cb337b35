import type { Actor } from './actor';
import { serviceActor } from './caller';
import { type PlayerMembership, isOwnRecord, isPlayerInScope, reachesWholeClub, scopeOf } from './player-access';

const riverside = '11111111-1111-4111-8111-111111111111';
const hillside = '22222222-2222-4222-8222-222222222222';
const u12 = 'a0000000-0000-4000-8000-000000000012';
const u15 = 'a0000000-0000-4000-8000-000000000015';
const u18 = 'a0000000-0000-4000-8000-000000000018';
const ana = 'b0000000-0000-4000-8000-00000000000a';
const ben = 'b0000000-0000-4000-8000-00000000000b';
const cleo = 'b0000000-0000-4000-8000-00000000000c';

const memberships: Record<string, PlayerMembership> = {
  // ana plays in two squads, ben in one, cleo in another club's squad.
  [ana]: { playerId: ana, clubId: riverside, squadIds: [u12, u15] },
  [ben]: { playerId: ben, clubId: riverside, squadIds: [u18] },
  [cleo]: { playerId: cleo, clubId: hillside, squadIds: [u12] },
};

const reaches = (actor: Actor, playerId: string) => isPlayerInScope(actor, playerId, memberships[playerId]);
const user = (role: Actor['role'], extra: Partial<Actor> = {}): Actor => ({
  userId: 'c0000000-0000-4000-8000-000000000001',
  role,
  ...extra,
});

describe('the scope rule (ARCHITECTURE §9)', () => {
  it('a player reaches their own record only, whatever their squads', () => {
    const player = user('player', { playerId: ana, clubId: riverside });
    expect(reaches(player, ana)).toBe(true);
    expect(reaches(player, ben)).toBe(false);
    expect(isPlayerInScope(player, ana, undefined)).toBe(true);
  });

  it('a coach of two squads reaches the players of both, a player in two squads once through either', () => {
    const coach = user('coach', { clubId: riverside, squadIds: [u15, u18] });
    expect(reaches(coach, ana)).toBe(true);
    expect(reaches(coach, ben)).toBe(true);
    const assistantOfU12 = user('coach', { clubId: riverside, squadIds: [u12] });
    expect(reaches(assistantOfU12, ana)).toBe(true);
    expect(reaches(assistantOfU12, ben)).toBe(false);
  });

  it("a coach never reaches another club's player, even one in a squad with the same id", () => {
    const coach = user('coach', { clubId: riverside, squadIds: [u12] });
    expect(reaches(coach, cleo)).toBe(false);
  });

  it('a coach without squads, or removed from their last one, reaches nobody', () => {
    expect(scopeOf(user('coach', { clubId: riverside, squadIds: [] }))).toEqual({ kind: 'none' });
    expect(scopeOf(user('coach', { clubId: riverside }))).toEqual({ kind: 'none' });
    expect(reaches(user('coach', { clubId: riverside, squadIds: [] }), ana)).toBe(false);
  });

  it('an admin reaches every player of their club and no other', () => {
    const admin = user('admin', { clubId: riverside });
    expect(reaches(admin, ana)).toBe(true);
    expect(reaches(admin, ben)).toBe(true);
    expect(reaches(admin, cleo)).toBe(false);
    expect(reachesWholeClub(scopeOf(admin), riverside)).toBe(true);
    expect(reachesWholeClub(scopeOf(admin), hillside)).toBe(false);
  });

  it('staff without a club (a session from before clubs) and unknown players reach nothing', () => {
    expect(reaches(user('admin'), ana)).toBe(false);
    expect(isPlayerInScope(user('admin', { clubId: riverside }), ana, undefined)).toBe(false);
    expect(reaches(user('player'), ana)).toBe(false);
  });

  it('a service acting as itself reaches every player; a user is never treated as one', () => {
    expect(scopeOf(serviceActor('reports'))).toEqual({ kind: 'all' });
    expect(reaches(serviceActor('reports'), cleo)).toBe(true);
    expect(scopeOf(user('admin', { clubId: riverside }))).toEqual({ kind: 'club', clubId: riverside });
  });

  it('a membership of another player never vouches for the one asked about', () => {
    const admin = user('admin', { clubId: riverside });
    expect(isPlayerInScope(admin, cleo, memberships[ana])).toBe(false);
  });

  it('a parent reaches their children in any club, and no other child of their squads', () => {
    const parentOfAnaAndCleo = user('parent', { childIds: [ana, cleo] });
    expect(reaches(parentOfAnaAndCleo, ana)).toBe(true);
    expect(reaches(parentOfAnaAndCleo, cleo)).toBe(true);
    expect(reaches(parentOfAnaAndCleo, ben)).toBe(false);
    expect(isPlayerInScope(parentOfAnaAndCleo, ana, undefined)).toBe(true);
  });

  it('a parent whose last guardianship ended, or a parent token claiming a club, reaches nobody else', () => {
    expect(scopeOf(user('parent', { childIds: [] }))).toEqual({ kind: 'none' });
    expect(scopeOf(user('parent'))).toEqual({ kind: 'none' });
    expect(reaches(user('parent', { clubId: riverside, squadIds: [u12] }), ana)).toBe(false);
    expect(reaches(user('parent', { playerId: ana }), ana)).toBe(false);
  });
});

describe('isOwnRecord', () => {
  it('is the player themself only: not a service, a parent or staff naming the same id', () => {
    const playerId = 'p1';
    const as = (role: Actor['role']): Actor => ({ userId: 'u1', role, playerId, childIds: [playerId] });
    expect(isOwnRecord(as('player'), playerId)).toBe(true);
    expect(isOwnRecord(as('player'), 'p2')).toBe(false);
    expect(isOwnRecord(as('parent'), playerId)).toBe(false);
    expect(isOwnRecord(as('admin'), playerId)).toBe(false);
    expect(isOwnRecord({ ...serviceActor('roadmap'), role: 'player', playerId }, playerId)).toBe(false);
  });
});
