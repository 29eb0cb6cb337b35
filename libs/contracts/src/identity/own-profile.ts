import { z } from 'zod';
import { DECLARED_AGE, JERSEY_NUMBER, type PlayerProfile } from './player-profile';
import { optionalNumberSchema, optionalTrimmedText } from './profile-fields';
import { primaryPosition } from './player-display';

/**
 * POST /api/player/profile: the own-profile form (spec §5): age 1–50 and jerseyNumber 1–99, whole
 * numbers; text trimmed; empty values are absent. Every POST sets all six fields (an absent one is
 * cleared), so a first POST and later ones behave the same (create-or-update).
 */
export const ownProfileSaveSchema = z
  .object({
    age: optionalNumberSchema(DECLARED_AGE),
    team: optionalTrimmedText(120),
    club: optionalTrimmedText(120),
    position: optionalTrimmedText(60),
    jerseyNumber: optionalNumberSchema(JERSEY_NUMBER),
    parentContactInfo: optionalTrimmedText(1000),
  })
  .strict();
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
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/**
 * The own-profile reading of the one player record: team = teamName, club = clubName, position =
 * the primary position, age = computed from dateOfBirth when set, else the declared age (the
 * record's `age` already holds that rule).
 */
export function ownProfileFromRecord(
  record: Pick<
    PlayerProfile,
    'id' | 'age' | 'teamName' | 'clubName' | 'positions' | 'jerseyNumber' | 'parentContactInfo'
  >,
): OwnProfile {
  return {
    id: record.id,
    age: record.age,
    team: record.teamName,
    club: record.clubName,
    position: primaryPosition(record.positions),
    jerseyNumber: record.jerseyNumber,
    parentContactInfo: record.parentContactInfo,
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
  return {
    declaredAge: values.age,
    teamName: values.team,
    clubName: values.club,
    primaryPosition: values.position,
    jerseyNumber: values.jerseyNumber,
    parentContactInfo: values.parentContactInfo,
  };
}
