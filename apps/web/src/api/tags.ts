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
  /** GET /api/roadmaps/{playerId}/current and the coach list's progress; roadmap, focus area and assignment writes invalidate it. */
  Roadmap: 'Roadmap',
  /** GET /api/reviews (the coach's review queue); submissions and reviews invalidate it. */
  ReviewQueue: 'ReviewQueue',
  /** GET /api/roadmaps/counters (Active Roadmaps, Pending Reviews, Completed Today); status moves invalidate it. */
  RoadmapCounters: 'RoadmapCounters',
  /** GET /api/player/profile (the own-profile form on /profile); saving it and every profile write invalidate it. */
  OwnProfile: 'OwnProfile',
  /** GET /api/players/{id} (the full record, by id): profile writes, photos and consent changes invalidate it. */
  PlayerProfile: 'PlayerProfile',
  /** GET /api/players/{id}/consent-history; every consent change of that player invalidates it. */
  ConsentHistory: 'ConsentHistory',
  /** GET /api/players/me (the signed-in player's record id); nothing a player does changes it. */
  OwnPlayer: 'OwnPlayer',
  /** GET /api/reports (a player's or the staff's report list). */
  Reports: 'Reports',
  /** GET /api/reports/comments (the coach comments of a player's current period); writing one invalidates it. */
  ReportComments: 'ReportComments',
  /** GET /api/reports/mail-preference (the player's report e-mail choice); saving it invalidates it. */
  ReportMailPreference: 'ReportMailPreference',
  /** GET /api/notifications and the unread count (the bell); marking read invalidates them. */
  Notifications: 'Notifications',
  /** GET /api/training-sessions (Progress's reading of the training record); every training write invalidates it. */
  TrainingSessions: 'TrainingSessions',
  /** GET /api/wellness-logs; a check-in invalidates it. */
  WellnessLogs: 'WellnessLogs',
  /** GET /api/progress-dashboard and /api/progress-trends; every training or wellness write invalidates them. */
  Progress: 'Progress',
} as const;

export type TagType = (typeof Tag)[keyof typeof Tag];

export const TAG_TYPES: readonly TagType[] = Object.values(Tag);
