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
  Calls: 'Calls',
  CallAvailability: 'CallAvailability',
  CoachHome: 'CoachHome',
} as const;

export type TagType = (typeof Tag)[keyof typeof Tag];

export const TAG_TYPES: readonly TagType[] = Object.values(Tag);
