import { playerProfileUpdateSchema, type PlayerProfile } from '@portal/contracts';
import {
  playerProfileFormValues,
  playerProfilePatch,
  withPrimaryParent,
  withPrimaryPosition,
} from './player-profile-form';

const record: PlayerProfile = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: null,
  fullName: 'Ana Silva',
  dateOfBirth: '2010-05-01',
  dateOfBirthSource: 'club',
  age: 16,
  declaredAge: null,
  graduationYear: 2028,
  heightCm: 168,
  weightKg: null,
  dominantFoot: 'Left',
  clubName: 'Riverside FC',
  teamName: 'U16',
  leagueLevel: null,
  school: null,
  gpa: null,
  academicInterests: null,
  playerEmail: null,
  playerPhone: null,
  jerseyNumber: 7,
  bio: null,
  parentContactInfo: null,
  status: 'active',
  profilePhotoUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  user: null,
  positions: [{ id: '00000000-0000-4000-8000-000000000002', position: 'Winger', type: 'primary' }],
  goals: [{ id: '00000000-0000-4000-8000-000000000003', goalType: 'season', text: 'Ten goals' }],
  parents: [
    {
      id: '00000000-0000-4000-8000-000000000004',
      name: 'Maria',
      relationship: 'Mother',
      email: null,
      phone: null,
      isPrimaryContact: true,
    },
  ],
  consents: [],
  consentAge: 13,
  consentDecidedBy: 'player',
};

describe('player profile form', () => {
  it('round-trips the saved record into a PATCH the schema accepts unchanged', () => {
    const patch = playerProfilePatch(playerProfileFormValues(record), false);
    const parsed = playerProfileUpdateSchema.parse(patch);
    expect(parsed).toMatchObject({
      fullName: 'Ana Silva',
      heightCm: 168,
      weightKg: null,
      graduationYear: 2028,
      jerseyNumber: 7,
      positions: [{ position: 'Winger', type: 'primary' }],
      parents: [{ id: record.parents[0]!.id, name: 'Maria', relationship: 'Mother', isPrimaryContact: true }],
    });
    expect('status' in patch).toBe(false);
    expect(playerProfilePatch(playerProfileFormValues(record), true).status).toBe('active');
  });

  it('keeps one primary parent and one primary position', () => {
    const values = playerProfileFormValues(record);
    const parents = withPrimaryParent(
      [...values.parents, { ...values.parents[0]!, key: 'new', id: undefined }],
      'new',
      true,
    );
    expect(parents.map((parent) => parent.isPrimaryContact)).toEqual([false, true]);
    const positions = withPrimaryPosition(
      [...values.positions, { key: 'p2', position: 'Striker', type: 'other' }],
      'p2',
    );
    expect(positions.map((position) => position.type)).toEqual(['other', 'primary']);
  });
});
