import type { Actor } from '@portal/contracts';
import { type ClubFixture, type TestMemberships, clubActors, clubFixture } from './memberships';

export type SceneStaff = Actor & { clubId: string };
export type ScenePlayer = Actor & { clubId: string; playerId: string };
type ScenePlayerName = 'ana' | 'ben' | 'cleo';

export interface TwoClubSceneOptions {
  /** Riverside's squads (at least 2: U12 and U15, then any further ones, e.g. an empty squad). */
  riversideSquads?: number;
}

/**
 * The scope tests' installation: two clubs, Riverside with squads U12 and U15 and Hillside with one
 * squad; a player in each of those squads, a coach of each and an admin of each club.
 */
export interface TwoClubScene {
  riverside: ClubFixture;
  hillside: ClubFixture;
  u12: string;
  u15: string;
  hillSquad: string;
  /** Riverside, U12. */
  ana: ScenePlayer;
  /** Riverside, U15. */
  ben: ScenePlayer;
  /** Hillside, its squad. */
  cleo: ScenePlayer;
  coachU12: SceneStaff;
  coachU15: SceneStaff;
  adminRiverside: SceneStaff;
  coachHill: SceneStaff;
  adminHill: SceneStaff;
  /** The scene's staff, in the order `place` places them. */
  staff: SceneStaff[];
  /**
   * Tells the service under test where everyone belongs (identity's membership events, waiting until
   * its copy holds them). `accounts` puts other player records in Ana's, Ben's or Cleo's place, e.g.
   * ones identity signed up when the service needs their names.
   */
  place(
    memberships: TestMemberships,
    accounts?: Partial<Record<ScenePlayerName, Actor & { playerId: string }>>,
  ): Promise<void>;
}

/** A fresh two-club scene (new ids each call); tests add their own extra players and staff to it. */
export function twoClubScene(options: TwoClubSceneOptions = {}): TwoClubScene {
  const riverside = clubFixture(Math.max(2, options.riversideSquads ?? 2));
  const hillside = clubFixture(1);
  const [u12, u15] = riverside.squadIds as [string, string];
  const [hillSquad] = hillside.squadIds as [string];
  const ana = clubActors.player(riverside);
  const ben = clubActors.player(riverside);
  const cleo = clubActors.player(hillside);
  const coachU12 = clubActors.coach(riverside, [u12]);
  const coachU15 = clubActors.coach(riverside, [u15]);
  const adminRiverside = clubActors.admin(riverside);
  const coachHill = clubActors.coach(hillside, [hillSquad]);
  const adminHill = clubActors.admin(hillside);
  const staff = [coachU12, coachU15, adminRiverside, coachHill, adminHill];
  const placements: [ScenePlayerName, ScenePlayer, string[]][] = [
    ['ana', ana, [u12]],
    ['ben', ben, [u15]],
    ['cleo', cleo, [hillSquad]],
  ];
  return {
    riverside,
    hillside,
    u12,
    u15,
    hillSquad,
    ana,
    ben,
    cleo,
    coachU12,
    coachU15,
    adminRiverside,
    coachHill,
    adminHill,
    staff,
    async place(memberships, accounts = {}) {
      for (const [name, made, squadIds] of placements) {
        const player = accounts[name] ?? made;
        await memberships.placePlayer(player.playerId, made.clubId, squadIds, player.userId);
      }
      for (const member of staff) await memberships.placeStaff(member);
    },
  };
}
