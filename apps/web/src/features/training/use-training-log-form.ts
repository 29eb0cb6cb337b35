import { DEFAULT_WELLNESS_RATING, type TrainingLog, type TrainingType, calendarDayOf } from '@portal/contracts';
import { useCallback } from 'react';
import { useFieldForm } from '../../common/use-field-form';

export interface TrainingLogFormValues {
  date: string;
  type: TrainingType | null;
  wellnessRating: number;
  notes: string;
  /** The optional duration; '' when left empty. */
  minutes: number | '';
}

export function emptyTrainingLogForm(today: string = calendarDayOf(new Date())): TrainingLogFormValues {
  return { date: today, type: null, wellnessRating: DEFAULT_WELLNESS_RATING, notes: '', minutes: '' };
}

/** An entry's values in the dialog, to edit it (an unknown or unrated entry starts at Other and 3). */
export function trainingLogFormOf(log: TrainingLog): TrainingLogFormValues {
  return {
    date: log.date,
    type:
      (['team_training', 'individual_training', 'game', 'other'] as const).find((type) => type === log.type) ?? 'other',
    wellnessRating: log.wellnessRating ?? DEFAULT_WELLNESS_RATING,
    notes: log.notes ?? '',
    minutes: log.minutes ?? '',
  };
}

/**
 * The dialog's form lives with the page, not the dialog: Cancel closes without resetting (spec §4),
 * and only a successful save resets it to today, no type, 3, no notes and no duration.
 */
export function useTrainingLogForm() {
  const initial = useCallback(() => emptyTrainingLogForm(), []);
  return useFieldForm<TrainingLogFormValues>(initial);
}
