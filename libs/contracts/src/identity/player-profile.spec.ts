import { ownProfileFromRecord, ownProfileSaveSchema, recordChangesFromOwnProfile } from './own-profile';
import {
  SECOND_PRIMARY_PARENT_MESSAGE,
  consentUpdateSchema,
  adminPlayerListQuerySchema,
  playerProfileUpdateSchema,
} from './player-profile';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('own profile form (spec §5)', () => {
  it('accepts whole ages 1 to 50 and jersey numbers 1 to 99, numbers or numeric strings', () => {
    expect(ownProfileSaveSchema.parse({ age: 1, jerseyNumber: 99 })).toMatchObject({ age: 1, jerseyNumber: 99 });
    expect(ownProfileSaveSchema.parse({ age: '50', jerseyNumber: ' 1 ' })).toMatchObject({ age: 50, jerseyNumber: 1 });
    for (const age of [0, 51]) {
      expect(fieldsOf(ownProfileSaveSchema.safeParse({ age }))).toEqual([['age', 'must be between 1 and 50']]);
    }
    for (const age of [12.5, 'twelve']) {
      expect(fieldsOf(ownProfileSaveSchema.safeParse({ age }))).toEqual([
        ['age', 'must be a whole number between 1 and 50'],
      ]);
    }
    expect(fieldsOf(ownProfileSaveSchema.safeParse({ jerseyNumber: 100 }))).toEqual([
      ['jerseyNumber', 'must be between 1 and 99'],
    ]);
    for (const jerseyNumber of [0, 100, 7.5]) {
      expect(fieldsOf(ownProfileSaveSchema.safeParse({ jerseyNumber }))[0]?.[0]).toBe('jerseyNumber');
    }
  });

  it('trims text and stores empty values as absent, every field', () => {
    expect(ownProfileSaveSchema.parse({ team: '  U16 Blue ', club: '   ', age: '', parentContactInfo: '' })).toEqual({
      age: null,
      team: 'U16 Blue',
      club: null,
      position: null,
      jerseyNumber: null,
      parentContactInfo: null,
      parentName: null,
      parentEmail: null,
      parentPhone: null,
    });
  });

  it("takes the parent's name, e-mail and phone as fields: an e-mail or phone needs the name", () => {
    expect(
      ownProfileSaveSchema.parse({ parentName: ' Maria Striker ', parentEmail: 'Maria@Home.test', parentPhone: '' }),
    ).toMatchObject({ parentName: 'Maria Striker', parentEmail: 'maria@home.test', parentPhone: null });
    expect(fieldsOf(ownProfileSaveSchema.safeParse({ parentEmail: 'maria@home.test' }))).toEqual([
      ['parentName', "Enter the parent's name too"],
    ]);
    expect(
      fieldsOf(ownProfileSaveSchema.safeParse({ parentName: 'Maria', parentEmail: 'not-an-address' }))[0]?.[0],
    ).toBe('parentEmail');
  });

  it('refuses unknown fields', () => {
    expect(fieldsOf(ownProfileSaveSchema.safeParse({ nickname: 'x' }))).toEqual([['', 'Unrecognized key: "nickname"']]);
  });
});

describe('player profile form (spec §5)', () => {
  const invalid = (patch: Record<string, unknown>) => fieldsOf(playerProfileUpdateSchema.safeParse(patch));

  it('requires a non-blank full name when sent', () => {
    expect(invalid({ fullName: '  ' })).toEqual([['fullName', 'Full name is required']]);
    expect(invalid({ fullName: null })).toEqual([['fullName', 'Full name is required']]);
    expect(playerProfileUpdateSchema.parse({ fullName: ' Ana Silva ' }).fullName).toBe('Ana Silva');
  });

  it('bounds height 100–250, weight 30–200, jersey 1–99 (whole), graduation year whole', () => {
    expect(playerProfileUpdateSchema.parse({ heightCm: 100, weightKg: 200, jerseyNumber: 99 })).toEqual({
      heightCm: 100,
      weightKg: 200,
      jerseyNumber: 99,
    });
    expect(playerProfileUpdateSchema.parse({ heightCm: '172.5', graduationYear: '2028' })).toEqual({
      heightCm: 172.5,
      graduationYear: 2028,
    });
    expect(invalid({ heightCm: 99.9 })[0]?.[0]).toBe('heightCm');
    expect(invalid({ heightCm: 251 })[0]?.[0]).toBe('heightCm');
    expect(invalid({ weightKg: 29 })[0]?.[0]).toBe('weightKg');
    expect(invalid({ weightKg: 201 })[0]?.[0]).toBe('weightKg');
    expect(invalid({ jerseyNumber: 0 })[0]?.[0]).toBe('jerseyNumber');
    expect(invalid({ jerseyNumber: 10.5 })[0]?.[0]).toBe('jerseyNumber');
    expect(invalid({ graduationYear: 2027.5 })[0]?.[0]).toBe('graduationYear');
  });

  it('takes a valid player e-mail or empty', () => {
    expect(playerProfileUpdateSchema.parse({ playerEmail: '' })).toEqual({ playerEmail: null });
    expect(playerProfileUpdateSchema.parse({ playerEmail: ' Ana@Club.org ' })).toEqual({ playerEmail: 'ana@club.org' });
    expect(invalid({ playerEmail: 'ana@' })[0]?.[0]).toBe('playerEmail');
  });

  it('takes dominant foot and league level from their lists', () => {
    for (const dominantFoot of ['Left', 'Right', 'Both']) {
      expect(playerProfileUpdateSchema.parse({ dominantFoot }).dominantFoot).toBe(dominantFoot);
    }
    for (const leagueLevel of ['ECNL', 'MLS Next', 'NPL', 'DPL', 'Classic', 'Rec', 'Other']) {
      expect(playerProfileUpdateSchema.parse({ leagueLevel }).leagueLevel).toBe(leagueLevel);
    }
    expect(invalid({ dominantFoot: 'left' })[0]?.[0]).toBe('dominantFoot');
    expect(invalid({ leagueLevel: 'Premier' })[0]?.[0]).toBe('leagueLevel');
  });

  it('refuses a date of birth that is not a past calendar day', () => {
    expect(playerProfileUpdateSchema.parse({ dateOfBirth: '' })).toEqual({ dateOfBirth: null });
    expect(invalid({ dateOfBirth: '2010-02-30' })[0]?.[0]).toBe('dateOfBirth');
    expect(invalid({ dateOfBirth: '3000-01-01' })[0]?.[0]).toBe('dateOfBirth');
  });

  it('allows at most one primary position and one primary contact', () => {
    expect(
      invalid({
        positions: [
          { position: 'Striker', type: 'primary' },
          { position: 'Winger', type: 'primary' },
        ],
      }),
    ).toEqual([['positions', 'Only one position can be primary']]);
    expect(
      invalid({
        parents: [
          { name: 'A', isPrimaryContact: true },
          { name: 'B', isPrimaryContact: true },
        ],
      }),
    ).toEqual([['parents', SECOND_PRIMARY_PARENT_MESSAGE]]);
    expect(playerProfileUpdateSchema.parse({ parents: [{ name: ' Maria ', email: '' }] }).parents).toEqual([
      { name: 'Maria', relationship: null, email: null, phone: null, isPrimaryContact: false },
    ]);
    expect(invalid({ parents: [{ name: 'A', id: 'not-a-uuid' }] })[0]?.[0]).toBe('parents.0.id');
  });

  it('refuses unknown fields and goal types', () => {
    expect(invalid({ nickname: 'x' })[0]?.[1]).toContain('nickname');
    expect(invalid({ goals: [{ goalType: 'dream', text: 'x' }] })[0]?.[0]).toBe('goals.0.goalType');
  });
});

describe('consents and the admin list query', () => {
  it('knows media, video_share and analytics only', () => {
    for (const consentType of ['media', 'video_share', 'analytics']) {
      expect(consentUpdateSchema.safeParse({ consentType, granted: true }).success).toBe(true);
    }
    expect(fieldsOf(consentUpdateSchema.safeParse({ consentType: 'marketing', granted: true }))[0]?.[0]).toBe(
      'consentType',
    );
    expect(fieldsOf(consentUpdateSchema.safeParse({ consentType: 'media', granted: 'yes' }))[0]?.[0]).toBe('granted');
  });

  it('defaults page 1 of 25 and caps pages at 100', () => {
    expect(adminPlayerListQuerySchema.parse({ search: ' ana ' })).toEqual({ search: 'ana', page: 1, pageSize: 25 });
    expect(adminPlayerListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(adminPlayerListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('adds the stat figures only when asked with stats=true', () => {
    expect(adminPlayerListQuerySchema.parse({ stats: 'true' })).toMatchObject({ stats: true });
    expect(adminPlayerListQuerySchema.parse({ stats: 'false' })).toMatchObject({ stats: false });
    expect(fieldsOf(adminPlayerListQuerySchema.safeParse({ stats: 'yes' }))[0]?.[0]).toBe('stats');
  });
});

describe('the two readings of one record', () => {
  const record = {
    id: '00000000-0000-4000-8000-000000000001',
    age: 15,
    teamName: 'U16 Blue',
    clubName: 'Riverside FC',
    jerseyNumber: 7,
    parentContactInfo: 'Maria 555-0101',
    parents: [
      {
        id: '00000000-0000-4000-8000-000000000004',
        name: 'João Striker',
        relationship: 'Father',
        email: null,
        phone: null,
        isPrimaryContact: false,
      },
      {
        id: '00000000-0000-4000-8000-000000000005',
        name: 'Maria Striker',
        relationship: 'Mother',
        email: 'maria@home.test',
        phone: '555-0101',
        isPrimaryContact: true,
      },
    ],
    positions: [
      { id: '00000000-0000-4000-8000-000000000002', position: 'Winger', type: 'other' },
      { id: '00000000-0000-4000-8000-000000000003', position: 'Striker', type: 'primary' },
    ],
  };

  it('reads team, club, the primary position and the age from the record', () => {
    expect(ownProfileFromRecord(record)).toEqual({
      id: record.id,
      age: 15,
      team: 'U16 Blue',
      club: 'Riverside FC',
      position: 'Striker',
      jerseyNumber: 7,
      parentContactInfo: 'Maria 555-0101',
      parentName: 'Maria Striker',
      parentEmail: 'maria@home.test',
      parentPhone: '555-0101',
    });
    expect(ownProfileFromRecord({ ...record, positions: [] }).position).toBeNull();
    // Without a primary contact the form shows the first entry; without entries, nothing.
    expect(ownProfileFromRecord({ ...record, parents: [record.parents[0]!] }).parentName).toBe('João Striker');
    expect(ownProfileFromRecord({ ...record, parents: [] })).toMatchObject({ parentName: null, parentEmail: null });
  });

  it('writes the own form back onto the record fields', () => {
    expect(
      recordChangesFromOwnProfile(ownProfileSaveSchema.parse({ age: 14, team: 'U15', position: 'Keeper' })),
    ).toEqual({
      declaredAge: 14,
      teamName: 'U15',
      clubName: null,
      primaryPosition: 'Keeper',
      jerseyNumber: null,
      parentContactInfo: null,
    });
  });

  it("composes parentContactInfo from the parent's fields when they are given, else keeps the free text", () => {
    const composed = recordChangesFromOwnProfile(
      ownProfileSaveSchema.parse({
        parentContactInfo: 'typed by hand',
        parentName: 'Maria Striker',
        parentEmail: 'maria@home.test',
        parentPhone: '555-0101',
      }),
    );
    expect(composed.parentContactInfo).toBe('Maria Striker, maria@home.test, 555-0101');
    expect(
      recordChangesFromOwnProfile(ownProfileSaveSchema.parse({ parentName: 'Maria Striker' })).parentContactInfo,
    ).toBe('Maria Striker');
    expect(
      recordChangesFromOwnProfile(ownProfileSaveSchema.parse({ parentContactInfo: 'Maria 555-0101' }))
        .parentContactInfo,
    ).toBe('Maria 555-0101');
  });
});
