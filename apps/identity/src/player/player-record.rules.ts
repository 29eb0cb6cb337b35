import {
  type Actor,
  CONSENT_TYPES,
  type Consent,
  type FieldError,
  type ParentContact,
  type PlayerParent,
  type PlayerProfile,
  type PlayerProfileChanges,
  isStaff,
  normalizeEmail,
  recordAge,
} from '@portal/contracts';
import { consentDecider } from './consent.rules';

/** The record's single-valued fields and their columns on `identity.players`. */
export const SCALAR_COLUMNS = {
  fullName: 'full_name',
  dateOfBirth: 'date_of_birth',
  declaredAge: 'declared_age',
  graduationYear: 'graduation_year',
  heightCm: 'height_cm',
  weightKg: 'weight_kg',
  dominantFoot: 'dominant_foot',
  clubName: 'club_name',
  teamName: 'team_name',
  leagueLevel: 'league_level',
  school: 'school',
  gpa: 'gpa',
  academicInterests: 'academic_interests',
  playerEmail: 'player_email',
  playerPhone: 'player_phone',
  jerseyNumber: 'jersey_number',
  bio: 'bio',
  parentContactInfo: 'parent_contact_info',
} as const;
export type ScalarField = keyof typeof SCALAR_COLUMNS;
export type ScalarValues = {
  [K in ScalarField]: K extends 'declaredAge' | 'graduationYear' | 'heightCm' | 'weightKg' | 'jerseyNumber'
    ? number | null
    : string | null;
};

/** The patch's single-valued fields as stored (`age` is the declared age). */
export function scalarPatch(changes: PlayerProfileChanges): Partial<ScalarValues> {
  const { age, status: _status, positions: _positions, goals: _goals, parents: _parents, ...rest } = changes;
  const patch: Partial<ScalarValues> = { ...rest };
  if (age !== undefined) patch.declaredAge = age;
  return patch;
}

/** Only the single-valued fields whose value differs from the stored one. */
export function changedScalars(current: ScalarValues, patch: Partial<ScalarValues>): Partial<ScalarValues> {
  return Object.fromEntries(
    Object.entries(patch).filter(([field, value]) => current[field as ScalarField] !== value),
  ) as Partial<ScalarValues>;
}

const sameList = <T>(current: readonly T[], next: readonly T[]) => JSON.stringify(current) === JSON.stringify(next);

/** The top-level field names a patch changes, for `identity.player.updated`. */
export function changedListFields(
  current: Pick<PlayerProfile, 'positions' | 'goals' | 'parents'>,
  changes: PlayerProfileChanges,
): ('positions' | 'goals' | 'parents')[] {
  const fields: ('positions' | 'goals' | 'parents')[] = [];
  if (
    changes.positions &&
    !sameList(
      current.positions.map(({ position, type }) => ({ position, type })),
      changes.positions,
    )
  )
    fields.push('positions');
  if (
    changes.goals &&
    !sameList(
      current.goals.map(({ goalType, text }) => ({ goalType, text })),
      changes.goals,
    )
  )
    fields.push('goals');
  if (
    changes.parents &&
    !sameList(
      current.parents,
      changes.parents.map((parent) => ({ ...parent, id: parent.id ?? null })),
    )
  )
    fields.push('parents');
  return fields;
}

/** Spec §6: only coaches and admins change a player's status (sending the current one is harmless). */
export function statusChangeRefused(actor: Actor, currentStatus: string, requested: string | undefined): boolean {
  return requested !== undefined && requested !== currentStatus && !isStaff(actor.role);
}

/** A parent id that is not one of this player's parents is a 400 naming it (nothing is stored). */
export function unknownParentErrors(existingIds: readonly string[], parents: readonly { id?: string }[]): FieldError[] {
  const known = new Set(existingIds);
  return parents.flatMap((parent, index) =>
    parent.id && !known.has(parent.id)
      ? [{ field: `parents.${index}.id`, message: 'is not a parent or guardian of this player' }]
      : [],
  );
}

/** Every consent type, a consent never given counting as not granted. */
export function allConsents(stored: readonly Consent[]): Consent[] {
  return CONSENT_TYPES.map(
    (consentType) =>
      stored.find((consent) => consent.consentType === consentType) ?? {
        consentType,
        granted: false,
        updatedAt: null,
        updatedBy: null,
        updatedByName: null,
        updatedByCapacity: null,
      },
  );
}

/** The API's full record: age from the date of birth (else declared), all consents. */
export function toPlayerProfile(
  stored: ScalarValues & {
    id: string;
    userId: string | null;
    status: string;
    dateOfBirthSource: PlayerProfile['dateOfBirthSource'];
    createdAt: string;
    updatedAt: string;
    user: PlayerProfile['user'] | (NonNullable<PlayerProfile['user']> & { role?: string }) | null;
    positions: PlayerProfile['positions'];
    goals: PlayerProfile['goals'];
    parents: PlayerProfile['parents'];
    consents: Consent[];
    consentAge: number;
  },
  today: string,
): PlayerProfile {
  const { declaredAge, consents, user, ...rest } = stored;
  return {
    consentDecidedBy: consentDecider(stored.dateOfBirth, stored.consentAge, today),
    ...rest,
    declaredAge,
    age: recordAge({ dateOfBirth: stored.dateOfBirth, declaredAge }, today),
    profilePhotoUrl: user?.profileImageUrl ?? null,
    user: user
      ? {
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          profileImageUrl: user.profileImageUrl,
          createdAt: user.createdAt,
        }
      : null,
    consents: allConsents(consents),
  };
}

/** A Parents & Guardians entry as the record's parent list writes it (an id keeps an entry, none adds one). */
export interface ParentRow {
  id?: string;
  name: string;
  relationship: string | null;
  email: string | null;
  phone: string | null;
  isPrimaryContact: boolean;
}

/**
 * The parent list after the own-profile form's parent fields (name, e-mail, phone) were saved. The
 * form shows the primary contact (else the first entry) and edits that one; an entry with the same
 * e-mail is the one edited instead, so saving twice never adds the same parent twice. With no entry
 * yet, the contact is added as the primary contact.
 */
export function withParentContact(current: readonly PlayerParent[], contact: ParentContact): ParentRow[] {
  const rows: ParentRow[] = current.map((entry) => ({ ...entry }));
  const email = contact.email ? normalizeEmail(contact.email) : null;
  const byEmail = email ? rows.find((entry) => entry.email && normalizeEmail(entry.email) === email) : undefined;
  const edited = byEmail ?? rows.find((entry) => entry.isPrimaryContact) ?? rows[0];
  if (!edited) {
    return [
      { name: contact.name, relationship: null, email: contact.email, phone: contact.phone, isPrimaryContact: true },
    ];
  }
  edited.name = contact.name;
  edited.email = contact.email;
  edited.phone = contact.phone;
  return rows;
}
