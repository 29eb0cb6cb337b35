import { weekdayNameOf } from './training-session';
import type { TrainingSession } from './training-session';
import { type TrainingLog, type TrainingLogCreate, type TrainingType, wellnessLevel } from './training-log';

/**
 * One stored training record, two readings (issue 26): the Training page's log
 * (`{date, type, wellnessRating, notes, minutes}`) and Progress's session
 * (`{date, dayOfWeek, type, category, minutes, rpe, notes, wellnessRating}`). The record is stored as
 * the session; these pure functions turn one reading into the other.
 */

/** The session type a Training entry of no session kind gets (spec §3's kinds have no "Other"). */
export const OTHER_SESSION_TYPE = 'Other';

const SESSION_TYPE_OF_TRAINING_TYPE: Record<TrainingType, string> = {
  team_training: 'Team',
  individual_training: 'Individual',
  game: 'Game',
  other: OTHER_SESSION_TYPE,
};

/** Training type → session type: Team Training → Team, Individual → Individual, Game → Game, Other → Other. */
export function sessionTypeOfTrainingType(type: TrainingType): string {
  return SESSION_TYPE_OF_TRAINING_TYPE[type];
}

/** Session type → training type: Team, Individual and Game have their own; Recovery, Gym, Assignment and the rest read as Other. */
export function trainingTypeOfSessionType(sessionType: string): TrainingType {
  switch (sessionType) {
    case 'Team':
      return 'team_training';
    case 'Individual':
      return 'individual_training';
    case 'Game':
      return 'game';
    default:
      return 'other';
  }
}

/** The stored record as the Training page reads it. */
export function trainingLogOfRecord(record: TrainingSession): TrainingLog {
  return {
    id: record.id,
    playerId: record.playerId,
    date: record.date,
    type: trainingTypeOfSessionType(record.type),
    wellnessRating: record.wellnessRating,
    notes: record.notes,
    minutes: record.minutes,
    createdAt: record.createdAt,
  };
}

export type RecordFieldsOfLog = Pick<
  TrainingSession,
  'date' | 'dayOfWeek' | 'type' | 'category' | 'minutes' | 'wellnessRating' | 'notes'
>;

/**
 * A Training entry (new, or edited when `current` is the stored record) as the record's fields. An
 * edit keeps what the Training reading cannot say: a Gym session saved again as "Other" stays Gym, and
 * its category stays unless it followed the type. RPE is not part of the Training reading and is kept.
 */
export function recordFieldsOfLog(
  log: Pick<TrainingLogCreate, 'date' | 'type' | 'wellnessRating' | 'notes' | 'minutes'> & { type: TrainingType },
  current?: Pick<TrainingSession, 'type' | 'category'>,
): RecordFieldsOfLog {
  const keepsType = current !== undefined && trainingTypeOfSessionType(current.type) === log.type;
  const type = keepsType ? current.type : sessionTypeOfTrainingType(log.type);
  const categoryFollowsType = current === undefined || current.category === current.type;
  return {
    date: log.date,
    dayOfWeek: weekdayNameOf(log.date),
    type,
    category: categoryFollowsType ? type : current.category,
    minutes: log.minutes ?? null,
    wellnessRating: log.wellnessRating ?? null,
    notes: log.notes?.trim() ? log.notes.trim() : null,
  };
}

/** The wellness shown with a session on Progress: "😊 Good (4/5)", or null when the entry has no rating. */
export function sessionWellnessText(rating: number | null): string | null {
  if (rating === null) return null;
  const level = wellnessLevel(rating);
  return `${level.emoji} ${level.label} (${level.rating}/5)`;
}

/** A session's duration as people read it: "45 min", or "no duration" for a Training entry without one. */
export function sessionMinutesText(minutes: number | null): string {
  return minutes === null ? 'no duration' : `${minutes} min`;
}
