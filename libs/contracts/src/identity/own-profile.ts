import { z } from 'zod';
import { DECLARED_AGE, JERSEY_NUMBER, type PlayerProfile } from './player-profile';
import { optionalEmailSchema, optionalNumberSchema, optionalTrimmedText } from './profile-fields';
import { primaryPosition } from './player-display';

export const PARENT_NAME_REQUIRED_MESSAGE = "Enter the parent's name too";

/**
 * POST /api/player/profile: the own-profile form (spec §5): age 1–50 and jerseyNumber 1–99, whole
 * numbers; text trimmed; empty values are absent. Every POST sets all six fields (an absent one is
 * cleared), so a first POST and later ones behave the same (create-or-update).
 *
 * `parentName`, `parentEmail` and `parentPhone` (optional; an e-mail or phone needs the name) make or
 * update a Parents & Guardians entry (one with an e-mail is invited), and `parentContactInfo` is then
 * composed from them. Left out, the entries stay as they are.
 */
export const ownProfileSaveSchema = z
  .object({
    age: optionalNumberSchema(DECLARED_AGE),
    team: optionalTrimmedText(120),
    club: optionalTrimmedText(120),
    position: optionalTrimmedText(60),
    jerseyNumber: optionalNumberSchema(JERSEY_NUMBER),
    parentContactInfo: optionalTrimmedText(1000),
    parentName: optionalTrimmedText(120),
    parentEmail: optionalEmailSchema,
    parentPhone: optionalTrimmedText(40),
  })
  .strict()
  .superRefine((values, context) => {
    if (values.parentName === null && (values.parentEmail !== null || values.parentPhone !== null))
      context.addIssue({ code: 'custom', path: ['parentName'], message: PARENT_NAME_REQUIRED_MESSAGE });
  });
export type OwnProfileSave = z.input<typeof ownProfileSaveSchema>;
export type OwnProfileValues = z.output<typeof ownProfileSaveSchema>;

/** GET /api/player/profile (spec §3 Player profile (own record), with its id). */
export const ownProfileSchema = z.object({
  id: z.uuid(),
  age: z.number().int().nullable(),
  team: z.string().nullable(),
  club: z.string().nullable(),
  position: z.string().nullable(),
  jerseyNumber: z.number().int().nullable(),
  parentContactInfo: z.string().nullable(),
  /** The primary contact among the Parents & Guardians entries (else the first one), as the form shows it. */
  parentName: z.string().nullable(),
  parentEmail: z.string().nullable(),
  parentPhone: z.string().nullable(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** The structured parent contact of an own-profile save, when one was given. */
export interface ParentContact {
  name: string;
  email: string | null;
  phone: string | null;
}

export function parentContactOf(values: OwnProfileValues): ParentContact | null {
  return values.parentName === null
    ? null
    : { name: values.parentName, email: values.parentEmail, phone: values.parentPhone };
}

/** The spec's free-text `parentContactInfo`, composed from the structured fields: 'Maria Striker, maria@…, 555-0101'. */
export function composeParentContactInfo(contact: ParentContact): string {
  return [contact.name, contact.email, contact.phone].filter((part): part is string => Boolean(part)).join(', ');
}

/**
 * The own-profile reading of the one player record: team = teamName, club = clubName, position =
 * the primary position, age = computed from dateOfBirth when set, else the declared age (the
 * record's `age` already holds that rule).
 */
export function ownProfileFromRecord(
  record: Pick<
    PlayerProfile,
    'id' | 'age' | 'teamName' | 'clubName' | 'positions' | 'jerseyNumber' | 'parentContactInfo' | 'parents'
  >,
): OwnProfile {
  const parent = record.parents.find((entry) => entry.isPrimaryContact) ?? record.parents[0];
  return {
    id: record.id,
    age: record.age,
    team: record.teamName,
    club: record.clubName,
    position: primaryPosition(record.positions),
    jerseyNumber: record.jerseyNumber,
    parentContactInfo: record.parentContactInfo,
    parentName: parent?.name ?? null,
    parentEmail: parent?.email ?? null,
    parentPhone: parent?.phone ?? null,
  };
}

/** What an own-profile save writes on the record (the primary position is handled with the list). */
export interface OwnProfileRecordChanges {
  declaredAge: number | null;
  teamName: string | null;
  clubName: string | null;
  primaryPosition: string | null;
  jerseyNumber: number | null;
  parentContactInfo: string | null;
}

export function recordChangesFromOwnProfile(values: OwnProfileValues): OwnProfileRecordChanges {
  const contact = parentContactOf(values);
  return {
    declaredAge: values.age,
    teamName: values.team,
    clubName: values.club,
    primaryPosition: values.position,
    jerseyNumber: values.jerseyNumber,
    parentContactInfo: contact ? composeParentContactInfo(contact) : values.parentContactInfo,
  };
}
