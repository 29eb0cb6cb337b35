import {
  type TrainingSessionCreate,
  type WellnessLogCreate,
  trainingSessionCreateSchema,
  weekdayNameOf,
  wellnessLogCreateSchema,
} from '@portal/contracts';
import { type Validated, validateWith } from '../../common/submit-flow';
import type { SessionFormValues } from './LogSessionDialog';
import type { WellnessFormValues } from './WellnessCheckInDialog';

/** The Log Session dialog as the create contract: the weekday of the picked day, the user's zone. */
export function validateSessionForm(values: SessionFormValues, timeZone: string): Validated<TrainingSessionCreate> {
  return validateWith(trainingSessionCreateSchema, {
    type: values.type,
    category: values.category,
    minutes: values.minutes === '' ? undefined : values.minutes,
    rpe: values.rpe === '' ? null : values.rpe,
    notes: values.notes,
    date: values.date,
    dayOfWeek: weekdayNameOf(values.date),
    timeZone,
  });
}

/** Today's check-in as the create contract. */
export function validateWellnessForm(
  values: WellnessFormValues,
  today: string,
  timeZone: string,
): Validated<WellnessLogCreate> {
  return validateWith(wellnessLogCreateSchema, { ...values, date: today, timeZone });
}
