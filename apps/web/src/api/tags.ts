/**
 * Every RTK Query cache tag of the app, declared once. `api.ts` passes them as `tagTypes`, and each
 * injected endpoint slice names them through `Tag` (`providesTags: [Tag.TrainingLogs]`), so a typo
 * is a type error and no slice needs `enhanceEndpoints({ addTagTypes })`. A new feature adds its
 * tags here.
 */
export const Tag = {
  CurrentUser: 'CurrentUser',
  Assignments: 'Assignments',
  AdminUsers: 'AdminUsers',
  /** GET /api/admin/players (Player Management, the Roadmap Management directory); profile writes invalidate it. */
  AdminPlayers: 'AdminPlayers',
  TrainingLogs: 'TrainingLogs',
  /** GET /api/squads (the staff squad switcher, Admin → Squads) and a squad's player list; every squad write invalidates it. */
  Squads: 'Squads',
  Calls: 'Calls',
  CallAvailability: 'CallAvailability',
  AssignmentTemplates: 'AssignmentTemplates',
  /** GET /api/videos (both video pages); uploads, reviews and comments invalidate it. */
  Videos: 'Videos',
  /** GET /api/coach/home; reviews, feedback and calls invalidate it. */
  CoachHome: 'CoachHome',
  /** GET /api/club (the admin's club name and consent age); PATCH /api/club invalidates it. */
  Club: 'Club',
  /** GET /api/players/{id}/deletion; asking, confirming and cancelling invalidate it. */
  PlayerDeletion: 'PlayerDeletion',
  /** GET /api/family/mail-preferences (the parent's own mail choice); saving it invalidates it. */
  FamilyMailPreference: 'FamilyMailPreference',
  /** GET /api/family/children (the parent's child switcher and family home); a visit invalidates it. */
  FamilyChildren: 'FamilyChildren',
  /** GET /api/exports/:id (a player's data export, polled while it is prepared). */
  DataExports: 'DataExports',
  /** GET /api/family/consent-requests; asking and every consent decision invalidate it. */
  ConsentRequests: 'ConsentRequests',
  /** GET /api/training-sessions (Progress's reading of the training record); every training write invalidates it. */
  TrainingSessions: 'TrainingSessions',
  /** GET /api/wellness-logs; a check-in invalidates it. */
  WellnessLogs: 'WellnessLogs',
  /** GET /api/progress-dashboard and /api/progress-trends; every training or wellness write invalidates them. */
  Progress: 'Progress',
} as const;

export type TagType = (typeof Tag)[keyof typeof Tag];

export const TAG_TYPES: readonly TagType[] = Object.values(Tag);
