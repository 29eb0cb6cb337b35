import { MISSING_TRAINING_TYPE_MESSAGE, type TrainingLogCreate, trainingLogCreateSchema } from '@portal/contracts';
import { type Validated, validateWith } from '../../common/submit-flow';
import type { TrainingLogFormValues } from './use-training-log-form';

/**
 * Spec §2.9: no type is the 'Please select a training type' toast (and the message under the field);
 * then the create contract (an empty duration is left out).
 */
export function validateTrainingLogForm(values: TrainingLogFormValues): Validated<TrainingLogCreate> {
  if (!values.type)
    return {
      ok: false,
      toast: { title: MISSING_TRAINING_TYPE_MESSAGE, message: '', tone: 'error' },
      fieldErrors: { type: MISSING_TRAINING_TYPE_MESSAGE },
    };
  const { minutes, ...rest } = values;
  return validateWith(trainingLogCreateSchema, minutes === '' ? rest : { ...rest, minutes });
}
