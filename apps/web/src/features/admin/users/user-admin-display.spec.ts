import {
  deactivateConsequence,
  reactivateConsequence,
  roleChangeConsequence,
  userSquadsLabel,
} from './user-admin-display';

describe('role change confirmation', () => {
  it('names the person and what a player becoming a coach gains and loses', () => {
    expect(roleChangeConsequence('Ben Test', 'player', 'coach')).toBe(
      'Ben Test becomes a coach: they will see the players of the squads you assign them, and lose their player view. They will be signed out.',
    );
  });

  it('says an admin sees the whole club, and an admin made coach loses the admin area', () => {
    expect(roleChangeConsequence('Ada Admin', 'coach', 'admin')).toBe(
      'Ada Admin becomes an admin: they will see every player of your club and manage its squads and accounts. They will be signed out.',
    );
    expect(roleChangeConsequence('Ada Admin', 'admin', 'coach')).toBe(
      'Ada Admin becomes a coach: they will see the players of the squads you assign them, and lose the admin area. They will be signed out.',
    );
  });

  it('says a staff member made player sees none of the club’s players', () => {
    expect(roleChangeConsequence('Carla Coach', 'coach', 'player')).toBe(
      'Carla Coach becomes a player: they will see only their own player view, and none of the club’s players. They will be signed out.',
    );
  });
});

describe('deactivation', () => {
  it('names the person and what happens', () => {
    expect(deactivateConsequence('Carla Coach')).toBe(
      'Carla Coach will be signed out at once and cannot sign in until reactivated. Nothing of theirs is deleted.',
    );
    expect(reactivateConsequence('Carla Coach')).toBe('Carla Coach can sign in again with their existing password.');
  });
});

describe('user squads', () => {
  it('lists squad names alphabetically, or says there are none', () => {
    expect(userSquadsLabel([])).toBe('No squads');
    expect(userSquadsLabel([{ name: 'U15 Blue' }, { name: 'U12 Red' }])).toBe('U12 Red, U15 Blue');
  });
});
