/**
 * What roadmap gives the data export about one player (roadmaps, focus areas, assignments with their versions, and calls): every row of the player's, by
 * table. Each query names the player once (`$1`), so nothing of another player can enter the export.
 */
export const ROADMAP_EXPORT_QUERIES = {
  roadmaps: `SELECT * FROM "roadmap"."roadmaps" WHERE "player_id" = $1 ORDER BY "created_at"`,
  focus_areas: `SELECT f.* FROM "roadmap"."focus_areas" f JOIN "roadmap"."roadmaps" r ON r."id" = f."roadmap_id" WHERE r."player_id" = $1 ORDER BY f."created_at", f."id"`,
  assignments: `SELECT * FROM "roadmap"."assignments" WHERE "player_id" = $1 ORDER BY "created_at"`,
  assignment_versions: `SELECT v.* FROM "roadmap"."assignment_versions" v JOIN "roadmap"."assignments" a ON a."id" = v."assignment_id" WHERE a."player_id" = $1 ORDER BY v."created_at"`,
  calls: `SELECT * FROM "roadmap"."calls" WHERE "player_id" = $1 ORDER BY "created_at"`,
} as const;
