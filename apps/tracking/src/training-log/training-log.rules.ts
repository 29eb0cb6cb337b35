import { type TrainingLog, trainingTypeOfSessionType } from '@portal/contracts';

/** A training record as the Training list selects it, with its creation instant to the microsecond. */
export interface TrainingLogRow {
  id: string;
  date: string;
  type: string;
  wellnessRating: number | null;
  notes: string | null;
  minutes: number | null;
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ` (UTC), as the keyset cursor reads it. */
  created_at_exact: string;
}

/**
 * The log a row shows: `createdAt` to the millisecond is the microsecond instant cut after three
 * digits, exactly what PostgreSQL's `MS` (which truncates) gives, without formatting the instant twice.
 */
export function trainingLogOfRow(playerId: string, row: TrainingLogRow): TrainingLog {
  return {
    id: row.id,
    playerId,
    date: row.date,
    type: trainingTypeOfSessionType(row.type),
    wellnessRating: row.wellnessRating,
    notes: row.notes,
    minutes: row.minutes,
    createdAt: `${row.created_at_exact.slice(0, 23)}Z`,
  };
}
