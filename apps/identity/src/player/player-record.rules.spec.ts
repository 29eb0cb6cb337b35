import type { Actor } from '@portal/contracts';
import {
  allConsents,
  changedListFields,
  changedScalars,
  scalarPatch,
  statusChangeRefused,
  toPlayerProfile,
  unknownParentErrors,
  withParentContact,
} from './player-record.rules';

const player: Actor = {
  userId: '00000000-0000-4000-8000-00000000000a',
  role: 'player',
  playerId: '00000000-0000-4000-8000-00000000000b',
};
const coach: Actor = { userId: '00000000-0000-4000-8000-00000000000c', role: 'coach' };

describe('player record rules', () => {
  it('stores the patch age as the declared age and keeps lists and status apart', () => {
    expect(scalarPatch({ age: 14, teamName: 'U15', status: 'active', positions: [] })).toEqual({
      declaredAge: 14,
      teamName: 'U15',
    });
  });

  it('keeps only values that differ', () => {
    const current = { teamName: 'U15', heightCm: 170 } as never;
    expect(changedScalars(current, { teamName: 'U15', heightCm: 171 })).toEqual({ heightCm: 171 });
  });

  it('names the lists a patch changes', () => {
    const current = {
      positions: [{ id: 'p', position: 'Striker', type: 'primary' }],
      goals: [],
      parents: [],
    };
    expect(changedListFields(current, { positions: [{ position: 'Striker', type: 'primary' }], goals: [] })).toEqual(
      [],
    );
    expect(
      changedListFields(current, {
        positions: [{ position: 'Winger', type: 'primary' }],
        parents: [{ name: 'Maria', relationship: null, email: null, phone: null, isPrimaryContact: true }],
      }),
    ).toEqual(['positions', 'parents']);
  });

  it('lets only staff change the status, and anyone send the current one', () => {
    expect(statusChangeRefused(player, 'active', 'inactive')).toBe(true);
    expect(statusChangeRefused(player, 'active', 'active')).toBe(false);
    expect(statusChangeRefused(player, 'active', undefined)).toBe(false);
    expect(statusChangeRefused(coach, 'active', 'inactive')).toBe(false);
    expect(statusChangeRefused({ ...coach, role: 'admin' }, 'active', 'inactive')).toBe(false);
  });

  it("refuses a parent id that is not this player's", () => {
    expect(unknownParentErrors(['a'], [{ id: 'a' }, {}, { id: 'b' }])).toEqual([
      { field: 'parents.2.id', message: 'is not a parent or guardian of this player' },
    ]);
  });

  it('counts a consent never given as not granted', () => {
    expect(
      allConsents([
        {
          consentType: 'analytics',
          granted: true,
          updatedAt: '2026-01-01T00:00:00.000Z',
          updatedBy: 'u',
          updatedByName: 'Ana Silva',
          updatedByCapacity: 'player',
        },
      ]).map((consent) => [consent.consentType, consent.granted]),
    ).toEqual([
      ['media', false],
      ['video_share', false],
      ['analytics', true],
    ]);
  });

  it('computes the age from the date of birth, else the declared one', () => {
    const stored = {
      id: 'p',
      userId: null,
      status: 'active',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      user: null,
      positions: [],
      goals: [],
      parents: [],
      consents: [],
      fullName: 'Ana',
      dateOfBirth: '2010-05-01',
      declaredAge: 12,
      consentAge: 16,
    } as never;
    expect(toPlayerProfile(stored, '2026-05-01').age).toBe(16);
    expect(toPlayerProfile({ ...(stored as object), dateOfBirth: null } as never, '2026-05-01').age).toBe(12);
    // Who decides the consents goes by the date of birth only: a declared age is not proof.
    expect(toPlayerProfile(stored, '2026-05-01')).toMatchObject({ consentAge: 16, consentDecidedBy: 'player' });
    expect(toPlayerProfile(stored, '2026-04-30').consentDecidedBy).toBe('guardian');
    expect(
      toPlayerProfile({ ...(stored as object), dateOfBirth: null, declaredAge: 30 } as never, '2026-05-01')
        .consentDecidedBy,
    ).toBe('guardian');
  });
});

describe("the own-profile form's parent fields", () => {
  const maria = {
    id: 'e-maria',
    name: 'Maria Striker',
    relationship: 'Mother',
    email: 'maria@home.test',
    phone: null,
    isPrimaryContact: true,
  };
  const joao = { ...maria, id: 'e-joao', name: 'João Striker', relationship: 'Father', email: 'joao@home.test' };

  it('add the first entry, as the primary contact', () => {
    expect(withParentContact([], { name: 'Maria Striker', email: 'maria@home.test', phone: '555-0101' })).toEqual([
      {
        name: 'Maria Striker',
        relationship: null,
        email: 'maria@home.test',
        phone: '555-0101',
        isPrimaryContact: true,
      },
    ]);
  });

  it('edit the entry the form shows (the primary contact), keeping its id and relationship', () => {
    const notPrimary = { ...joao, isPrimaryContact: false };
    expect(withParentContact([notPrimary, maria], { name: 'Maria S.', email: null, phone: '555-0102' })).toEqual([
      notPrimary,
      { ...maria, name: 'Maria S.', email: null, phone: '555-0102' },
    ]);
  });

  it('edit the entry with the same e-mail instead, whatever its case, so saving again adds nobody', () => {
    const notPrimary = { ...joao, isPrimaryContact: false };
    expect(withParentContact([maria, notPrimary], { name: 'João S.', email: 'JOAO@home.test', phone: null })).toEqual([
      maria,
      { ...notPrimary, name: 'João S.', email: 'JOAO@home.test' },
    ]);
  });
});
