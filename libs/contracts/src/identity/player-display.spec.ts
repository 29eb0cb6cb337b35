import {
  adminRowName,
  ageFromDateOfBirth,
  clubLine,
  goalTypeLabel,
  isProfileComplete,
  nameInitials,
  orNotSet,
  profileCompletionPercent,
  recordAge,
  statusBadgeColor,
} from './player-display';

describe('age from date of birth', () => {
  it('counts whole years, turning a year older on the birthday', () => {
    expect(ageFromDateOfBirth('2010-06-15', '2026-06-14')).toBe(15);
    expect(ageFromDateOfBirth('2010-06-15', '2026-06-15')).toBe(16);
    expect(ageFromDateOfBirth('2010-12-31', '2027-01-01')).toBe(16);
    expect(ageFromDateOfBirth('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageFromDateOfBirth('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('is absent without a date or for a future one', () => {
    expect(ageFromDateOfBirth(null, '2026-01-01')).toBeNull();
    expect(ageFromDateOfBirth('2027-01-01', '2026-01-01')).toBeNull();
  });

  it('uses the declared age only when no date of birth is set', () => {
    expect(recordAge({ dateOfBirth: null, declaredAge: 14 }, '2026-01-01')).toBe(14);
    expect(recordAge({ dateOfBirth: '2010-01-01', declaredAge: 14 }, '2026-01-01')).toBe(16);
    expect(recordAge({ dateOfBirth: null, declaredAge: null }, '2026-01-01')).toBeNull();
  });
});

describe('profile completeness (spec §9)', () => {
  it('needs team, position and age', () => {
    expect(isProfileComplete({ team: 'U16', position: 'Striker', age: 15 })).toBe(true);
    expect(isProfileComplete({ team: null, position: 'Striker', age: 15 })).toBe(false);
    expect(isProfileComplete({ team: '  ', position: 'Striker', age: 15 })).toBe(false);
    expect(isProfileComplete({ team: 'U16', position: null, age: 15 })).toBe(false);
    expect(isProfileComplete({ team: 'U16', position: 'Striker', age: null })).toBe(false);
  });

  it('shows the completion as a rounded percent', () => {
    expect(profileCompletionPercent(1, 3)).toBe(33);
    expect(profileCompletionPercent(2, 3)).toBe(67);
    expect(profileCompletionPercent(1, 8)).toBe(13);
    expect(profileCompletionPercent(0, 0)).toBe(0);
  });
});

describe('names and labels', () => {
  it('takes initials from the first 2 letters, U when blank', () => {
    expect(nameInitials('Ana Silva')).toBe('AS');
    expect(nameInitials('ana maria silva')).toBe('AM');
    expect(nameInitials('Pelé')).toBe('PE');
    expect(nameInitials('  ')).toBe('U');
    expect(nameInitials(null)).toBe('U');
  });

  it('upper-cases goal types with underscores as spaces', () => {
    expect(goalTypeLabel('short_term')).toBe('SHORT TERM');
    expect(goalTypeLabel('college')).toBe('COLLEGE');
  });

  it("shows 'Not set' for empty values", () => {
    expect(orNotSet(null)).toBe('Not set');
    expect(orNotSet('')).toBe('Not set');
    expect(orNotSet(7)).toBe('7');
    expect(orNotSet('Left')).toBe('Left');
  });

  it("names an admin row from the account, 'Unknown' without a first name", () => {
    const user = { firstName: 'Ana', lastName: 'Silva' };
    expect(adminRowName({ fullName: 'X', user })).toBe('Ana Silva');
    expect(adminRowName({ fullName: 'X', user: { firstName: null, lastName: 'Silva' } })).toBe('Unknown');
    expect(adminRowName({ fullName: 'Imported Player', user: null })).toBe('Imported Player');
    expect(adminRowName({ fullName: null, user: null })).toBe('Unknown');
  });

  it("shows a 'Club:' line only when the club differs from the team", () => {
    expect(clubLine('Riverside U16', 'Riverside FC')).toBe('Club: Riverside FC');
    expect(clubLine('Riverside FC', 'Riverside FC')).toBeNull();
    expect(clubLine('U16', null)).toBeNull();
  });

  it('colours active green and anything else grey', () => {
    expect(statusBadgeColor('active')).toBe('green');
    expect(statusBadgeColor('inactive')).toBe('gray');
  });
});
