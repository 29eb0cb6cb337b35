import { type Actor, type PlayerProfileUpdate, playerProfileUpdateSchema } from '@portal/contracts';
import { PARENT_EDITABLE_FIELDS, fieldsRefusedToParent, parentEditRefusal } from './parent-edit.rules';

const child = '00000000-0000-4000-8000-00000000000b';
const parent: Actor = { userId: '00000000-0000-4000-8000-00000000000d', role: 'parent', childIds: [child] };
const player: Actor = { userId: '00000000-0000-4000-8000-00000000000a', role: 'player', playerId: child };
const coach: Actor = { userId: '00000000-0000-4000-8000-00000000000c', role: 'coach' };
/** The patch as identity receives it: parsed by the one schema the form and the gateway use. */
const parsed = (patch: PlayerProfileUpdate) => playerProfileUpdateSchema.parse(patch);

describe("a parent's changes to their child's record", () => {
  it("are the player's own e-mail and phone, and the date of birth", () => {
    expect(PARENT_EDITABLE_FIELDS).toEqual(['playerEmail', 'playerPhone', 'dateOfBirth']);
  });

  it('allows a patch of contact fields, set or cleared', () => {
    expect(
      parentEditRefusal(parent, parsed({ playerEmail: 'ana@family.test', playerPhone: '+44 20 7946 0000' })),
    ).toBeNull();
    expect(parentEditRefusal(parent, parsed({ playerPhone: '' }))).toBeNull();
    expect(parentEditRefusal(parent, parsed({}))).toBeNull();
  });

  it('refuses any other field, naming each one (in the form’s order)', () => {
    expect(fieldsRefusedToParent(parent, parsed({ playerEmail: 'ana@family.test', fullName: 'Ana B' }))).toEqual([
      'fullName',
    ]);
    expect(parentEditRefusal(parent, parsed({ bio: 'Left back', jerseyNumber: 4 }))).toBe(
      "A parent can change only the player's contact fields and date of birth (playerEmail, playerPhone, dateOfBirth), not jerseyNumber, bio",
    );
  });

  it('refuses the status, positions, goals and the Parents & Guardians entries even when sent unchanged or empty', () => {
    expect(fieldsRefusedToParent(parent, parsed({ status: 'active', positions: [], goals: [], parents: [] }))).toEqual([
      'status',
      'positions',
      'goals',
      'parents',
    ]);
    expect(fieldsRefusedToParent(parent, parsed({ parentContactInfo: 'Maria, 0123' }))).toEqual(['parentContactInfo']);
    expect(fieldsRefusedToParent(parent, parsed({ age: 14 }))).toEqual(['age']);
  });

  it('lets a guardian record the date of birth (it decides who grants consents)', () => {
    expect(parentEditRefusal(parent, parsed({ dateOfBirth: '2010-05-01' }))).toBeNull();
  });

  it('leaves the player and staff to the record rules', () => {
    for (const actor of [player, coach])
      expect(parentEditRefusal(actor, parsed({ fullName: 'Ana B', bio: 'Left back' }))).toBeNull();
  });
});
