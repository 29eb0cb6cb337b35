import { DEFAULT_WELLNESS_RATING, type TrainingType, calendarDayOf } from '@portal/contracts';
import { useCallback, useState } from 'react';

export interface TrainingLogFormValues {
  date: string;
  type: TrainingType | null;
  wellnessRating: number;
  notes: string;
}

export function emptyTrainingLogForm(today: string = calendarDayOf(new Date())): TrainingLogFormValues {
  return { date: today, type: null, wellnessRating: DEFAULT_WELLNESS_RATING, notes: '' };
}

/**
 * The dialog's form lives with the page, not the dialog: Cancel closes without resetting (spec §4),
 * and only a successful save resets it to today, no type, 3 and no notes.
 */
export function useTrainingLogForm() {
  const [values, setValues] = useState<TrainingLogFormValues>(() => emptyTrainingLogForm());
  const update = useCallback(<K extends keyof TrainingLogFormValues>(field: K, value: TrainingLogFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);
  const reset = useCallback(() => setValues(emptyTrainingLogForm()), []);
  return { values, update, reset };
}
