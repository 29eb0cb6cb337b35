/** One player's days [from, to] within a batch read (each player at most once per batch). */
export interface PlayerDays {
  playerId: string;
  from: string;
  to: string;
}

/**
 * Joins a player-keyed table to every player's own days in one statement (`$1..$3` are
 * `playerDaysParams`): each row lands in its player's range, an index range scan per player. The
 * request's columns have names of their own, so the table's columns stay unambiguous unqualified.
 */
export const PLAYER_DAYS_JOIN = `JOIN unnest($1::uuid[], $2::date[], $3::date[]) AS "p"("days_player_id", "from_day", "to_day")
    ON "player_id" = "p"."days_player_id" AND "date" BETWEEN "p"."from_day" AND "p"."to_day"`;

export function playerDaysParams(days: readonly PlayerDays[]): [string[], string[], string[]] {
  return [days.map((day) => day.playerId), days.map((day) => day.from), days.map((day) => day.to)];
}

/** The rows grouped by player, each player's rows in the order read; every named player has an entry. */
export function rowsByPlayer<Row extends { playerId: string }>(
  playerIds: readonly string[],
  rows: readonly Row[],
): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>(playerIds.map((playerId) => [playerId, []]));
  for (const row of rows) grouped.get(row.playerId)?.push(row);
  return grouped;
}
