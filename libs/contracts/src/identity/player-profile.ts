import { z } from 'zod';
import { roleSchema } from '../actor';
import { BIRTH_DATE_SOURCES } from './birth-date';
import { EARLIEST_CALENDAR_DAY, addDays, calendarDayOf, calendarDaySchema } from '../calendar';
import { requiredTextSchema, textSchema } from '../strings';
import { optionalChoice, optionalEmailSchema, optionalNumberSchema, optionalTrimmedText } from './profile-fields';

/** Spec §3 Player (full record) enumerations. */
export const DOMINANT_FEET = ['Left', 'Right', 'Both'] as const;
export const LEAGUE_LEVELS = ['ECNL', 'MLS Next', 'NPL', 'DPL', 'Classic', 'Rec', 'Other'] as const;
/** Staff set the status; the badge shows active versus anything else (spec §4). */
export const PLAYER_STATUSES = ['active', 'inactive'] as const;
export const POSITION_TYPES = ['primary', 'other'] as const;
export const GOAL_TYPES = ['short_term', 'long_term', 'season', 'college', 'academic', 'personal'] as const;
export const CONSENT_TYPES = ['media', 'video_share', 'analytics'] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];

/**
 * In which capacity someone changed a consent: the player themself (at or over their club's consent
 * age), a guardian (a parent account linked to the child, while the child is under it), or staff.
 */
export const CONSENT_CAPACITIES = ['player', 'guardian', 'staff'] as const;
export const consentCapacitySchema = z.enum(CONSENT_CAPACITIES);
export type ConsentCapacity = z.infer<typeof consentCapacitySchema>;

/** Who decides a player's consents now: the player, or (under the club's consent age) their guardians. */
export const consentDeciderSchema = z.enum(['player', 'guardian']);
export type ConsentDecider = z.infer<typeof consentDeciderSchema>;

/** A player under the consent age tries to change their own consent. */
export function minorConsentRefusalMessage(consentAge: number): string {
  return `Until you are ${consentAge}, your parent or guardian decides this. Ask them to change it in their Player Portal account.`;
}

/** A guardian tries to change the consent of a child who decides for themself. */
export function guardianConsentRefusalMessage(consentAge: number): string {
  return `From the age of ${consentAge} players decide their own consents; you can see them here.`;
}

/**
 * A player with no date of birth on file tries to change their own consent: who decides is not known
 * yet, and no age is named to a reader whose age is unknown (ARCHITECTURE §9).
 */
export const UNKNOWN_AGE_CONSENT_REFUSAL_MESSAGE =
  'Tell us your date of birth first: sign in again and answer the question, then you can decide this or we will ask your parent or guardian.';

/** Staff try to grant a consent: only the family (a guardian, or a player at or over the consent age) grants. */
export const STAFF_CONSENT_GRANT_REFUSAL_MESSAGE =
  "Consent belongs to the family: only the player's parent or guardian (or the player, at or over the club's consent age) can grant it. Staff can withdraw it at the family's request.";

export const CONSENT_LABELS: Record<ConsentType, { label: string; description: string }> = {
  media: { label: 'Media', description: 'Store videos and photos of the player.' },
  video_share: { label: 'Video sharing', description: 'Share videos beyond the player and coaching staff.' },
  analytics: { label: 'Analytics', description: "Use the player's data in club-wide figures." },
};

/** Spec §9 limits. */
export const HEIGHT_CM = { min: 100, max: 250 } as const;
export const WEIGHT_KG = { min: 30, max: 200 } as const;
export const JERSEY_NUMBER = { min: 1, max: 99, integer: true } as const;
export const GRADUATION_YEAR = { min: 1950, max: 2100, integer: true } as const;
export const DECLARED_AGE = { min: 1, max: 50, integer: true } as const;

export const FULL_NAME_REQUIRED_MESSAGE = 'Full name is required';
export const SECOND_PRIMARY_PARENT_MESSAGE = 'Only one parent or guardian can be the primary contact';
export const SECOND_PRIMARY_POSITION_MESSAGE = 'Only one position can be primary';
export const UNKNOWN_CONSENT_TYPE_MESSAGE = 'must be one of media, video_share, analytics';

const MAX_POSITIONS = 10;
const MAX_GOALS = 20;
export const MAX_PARENTS = 10;

/** A day of birth: a real calendar day from 1900 up to today; blank → null. */
const dateOfBirthSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  calendarDaySchema
    .refine((day) => day >= EARLIEST_CALENDAR_DAY && day <= addDays(calendarDayOf(new Date(), 'UTC'), 1), {
      message: 'must be a day between 1900 and today',
    })
    .nullish()
    .transform((value) => value ?? null),
);

export const positionInputSchema = z
  .object({
    position: requiredTextSchema('Position is required', 60),
    type: z.enum(POSITION_TYPES, { error: 'must be primary or other' }),
  })
  .strict();

export const goalInputSchema = z
  .object({
    goalType: z.enum(GOAL_TYPES, { error: `must be one of ${GOAL_TYPES.join(', ')}` }),
    text: requiredTextSchema('Goal text is required', 500),
  })
  .strict();

/** A parent or guardian; `id` names an existing one to keep and edit, none adds a new one. */
export const parentInputSchema = z
  .object({
    id: z.uuid('must be a valid id').optional(),
    name: requiredTextSchema('Name is required', 120),
    relationship: optionalTrimmedText(60),
    email: optionalEmailSchema,
    phone: optionalTrimmedText(40),
    isPrimaryContact: z.boolean({ error: 'must be true or false' }).default(false),
  })
  .strict();
export type ParentInput = z.input<typeof parentInputSchema>;

/**
 * PATCH /api/players/{id}: the player profile form (spec §5). Every field is optional (a patch);
 * a field sent is validated and stored, blank meaning absent. `positions`, `goals` and `parents`,
 * when sent, replace the lists (parents keep their ids). `status` is for staff only.
 */
export const playerProfileUpdateSchema = z
  .object({
    fullName: requiredTextSchema(FULL_NAME_REQUIRED_MESSAGE, 200),
    dateOfBirth: dateOfBirthSchema,
    graduationYear: optionalNumberSchema(GRADUATION_YEAR),
    heightCm: optionalNumberSchema(HEIGHT_CM),
    weightKg: optionalNumberSchema(WEIGHT_KG),
    dominantFoot: optionalChoice(DOMINANT_FEET, 'must be Left, Right or Both'),
    clubName: optionalTrimmedText(120),
    teamName: optionalTrimmedText(120),
    leagueLevel: optionalChoice(LEAGUE_LEVELS, `must be one of ${LEAGUE_LEVELS.join(', ')}`),
    school: optionalTrimmedText(200),
    gpa: optionalTrimmedText(20),
    academicInterests: optionalTrimmedText(1000),
    playerEmail: optionalEmailSchema,
    playerPhone: optionalTrimmedText(40),
    jerseyNumber: optionalNumberSchema(JERSEY_NUMBER),
    bio: optionalTrimmedText(2000),
    age: optionalNumberSchema(DECLARED_AGE),
    parentContactInfo: optionalTrimmedText(1000),
    status: z.enum(PLAYER_STATUSES, { error: `must be one of ${PLAYER_STATUSES.join(', ')}` }),
    positions: z.array(positionInputSchema).max(MAX_POSITIONS, `at most ${MAX_POSITIONS} positions`),
    goals: z.array(goalInputSchema).max(MAX_GOALS, `at most ${MAX_GOALS} goals`),
    parents: z.array(parentInputSchema).max(MAX_PARENTS, `at most ${MAX_PARENTS} parents or guardians`),
  })
  .partial()
  .strict()
  .superRefine((patch, context) => {
    if ((patch.positions ?? []).filter((position) => position.type === 'primary').length > 1) {
      context.addIssue({ code: 'custom', path: ['positions'], message: SECOND_PRIMARY_POSITION_MESSAGE });
    }
    if ((patch.parents ?? []).filter((parent) => parent.isPrimaryContact).length > 1) {
      context.addIssue({ code: 'custom', path: ['parents'], message: SECOND_PRIMARY_PARENT_MESSAGE });
    }
    const ids = (patch.parents ?? []).flatMap((parent) => (parent.id ? [parent.id] : []));
    if (new Set(ids).size !== ids.length) {
      context.addIssue({ code: 'custom', path: ['parents'], message: 'A parent or guardian is listed twice' });
    }
  });
export type PlayerProfileUpdate = z.input<typeof playerProfileUpdateSchema>;
export type PlayerProfileChanges = z.output<typeof playerProfileUpdateSchema>;

/** POST /api/players/{id}/consents `{consentType, granted}`. */
export const consentUpdateSchema = z
  .object({
    consentType: z.enum(CONSENT_TYPES, { error: UNKNOWN_CONSENT_TYPE_MESSAGE }),
    granted: z.boolean({ error: 'must be true or false' }),
  })
  .strict();
export type ConsentUpdate = z.input<typeof consentUpdateSchema>;

/**
 * Why identity refuses a player's media URL (`identity.consent.check`): a consent it depends on is
 * withdrawn, or the user it was issued for no longer reaches the player.
 */
export const MEDIA_GRANT_REFUSALS = ['consent', 'viewer'] as const;
export type MediaGrantRefusal = (typeof MEDIA_GRANT_REFUSALS)[number];
export type MediaGrantAnswer = { granted: true } | { granted: false; reason: MediaGrantRefusal };

export const consentSchema = z.object({
  consentType: z.enum(CONSENT_TYPES),
  /** A consent never given is not granted. */
  granted: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: z.uuid().nullable(),
  /** Who decided, by name, and in which capacity (null for a consent never given). */
  updatedByName: z.string().nullable(),
  updatedByCapacity: consentCapacitySchema.nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

export const consentHistoryEntrySchema = z.object({
  id: z.uuid(),
  consentType: z.enum(CONSENT_TYPES),
  granted: z.boolean(),
  changedBy: z.uuid(),
  changedByName: z.string().nullable(),
  changedByRole: roleSchema.nullable(),
  /** Null for changes recorded before capacities were (a staff member's or the player's own). */
  changedByCapacity: consentCapacitySchema.nullable(),
  changedAt: z.iso.datetime(),
});
export type ConsentHistoryEntry = z.infer<typeof consentHistoryEntrySchema>;

export const playerUserSummarySchema = z.object({
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type PlayerUserSummary = z.infer<typeof playerUserSummarySchema>;

export const playerPositionSchema = z.object({ id: z.uuid(), position: z.string(), type: z.string() });
export const playerGoalSchema = z.object({ id: z.uuid(), goalType: z.string(), text: z.string() });
export const playerParentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  relationship: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isPrimaryContact: z.boolean(),
});
export type PlayerPosition = z.infer<typeof playerPositionSchema>;
export type PlayerGoal = z.infer<typeof playerGoalSchema>;
export type PlayerParent = z.infer<typeof playerParentSchema>;

/** GET /api/players/{id}: spec §3 Player (full record), plus the own-profile fields. */
export const playerProfileSchema = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  fullName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  /** Who recorded dateOfBirth: the player themself (the age question), a guardian or the club. */
  dateOfBirthSource: z.enum(BIRTH_DATE_SOURCES).nullable(),
  /** From dateOfBirth when set, else the age the player declared. */
  age: z.number().int().nullable(),
  declaredAge: z.number().int().nullable(),
  graduationYear: z.number().int().nullable(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  dominantFoot: z.string().nullable(),
  clubName: z.string().nullable(),
  teamName: z.string().nullable(),
  leagueLevel: z.string().nullable(),
  school: z.string().nullable(),
  gpa: z.string().nullable(),
  academicInterests: z.string().nullable(),
  playerEmail: z.string().nullable(),
  playerPhone: z.string().nullable(),
  jerseyNumber: z.number().int().nullable(),
  bio: z.string().nullable(),
  parentContactInfo: z.string().nullable(),
  status: z.string(),
  profilePhotoUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  user: playerUserSummarySchema.nullable(),
  positions: z.array(playerPositionSchema),
  goals: z.array(playerGoalSchema),
  parents: z.array(playerParentSchema),
  consents: z.array(consentSchema),
  /** The player's club's consent age, and who decides the consents now (the date of birth unknown: guardians). */
  consentAge: z.number().int(),
  consentDecidedBy: consentDeciderSchema,
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

/** Spec §3 Player (admin list row). */
export const adminPlayerRowSchema = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  fullName: z.string().nullable(),
  user: playerUserSummarySchema.nullable(),
  profilePhotoUrl: z.string().nullable(),
  jerseyNumber: z.number().int().nullable(),
  age: z.number().int().nullable(),
  position: z.string().nullable(),
  team: z.string().nullable(),
  club: z.string().nullable(),
  status: z.string(),
  createdAt: z.iso.datetime(),
});
export type AdminPlayerRow = z.infer<typeof adminPlayerRowSchema>;

/** How far past a page's start the player list counts matches (issue 27: no count of every player per page). */
export const ADMIN_PLAYER_COUNT_LOOKAHEAD = 50;

/** GET /api/admin/players?search=&page=&pageSize=&stats= (without any of them: the spec's plain array). */
export const adminPlayerListQuerySchema = z
  .object({
    search: textSchema().trim().max(200, 'must be at most 200 characters').optional(),
    /** The staff squad switcher: one squad of the caller's players. */
    squadId: z.uuid('must be a valid id').optional(),
    page: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(1),
    pageSize: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100).default(25),
    /** `stats=true` adds the club-wide figures (a count over every player in scope: asked once per screen, not per page). */
    stats: z
      .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
      .transform((value) => value === 'true')
      .optional(),
  })
  .strict();
export type AdminPlayerListQuery = z.input<typeof adminPlayerListQuerySchema>;

export const adminPlayerPageSchema = z.object({
  items: z.array(adminPlayerRowSchema),
  /**
   * Players matching the search, counted no further than ADMIN_PLAYER_COUNT_LOOKAHEAD rows (or one
   * page, if larger) past the page's start: `totalCapped` says more match than `total` ("125+").
   */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Club-wide figures for the stat cards, whatever the search; only with `stats=true`. */
  stats: z.object({ totalPlayers: z.number().int(), completeProfiles: z.number().int() }).optional(),
});
export type AdminPlayerPage = z.infer<typeof adminPlayerPageSchema>;
