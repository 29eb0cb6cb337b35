/**
 * What tracking gives the data export about one player (training entries, wellness check-ins, weekly
 * lights and assignment statuses): every row of the player's, by table. A training entry is one record
 * (issue 26): `training_sessions`, with its wellness rating; `training_logs` is only a view of it. Each query names the player once (`$1`), so nothing of another player can enter the export.
 */
export const TRACKING_EXPORT_QUERIES = {
  training_sessions: `SELECT * FROM "tracking"."training_sessions" WHERE "player_id" = $1 ORDER BY "date", "created_at"`,
  wellness_logs: `SELECT * FROM "tracking"."wellness_logs" WHERE "player_id" = $1 ORDER BY "date"`,
  week_lights: `SELECT * FROM "tracking"."week_lights" WHERE "player_id" = $1 ORDER BY "week_start"`,
  assignment_statuses: `SELECT * FROM "tracking"."assignment_statuses" WHERE "player_id" = $1`,
} as const;
