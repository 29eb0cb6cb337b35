import type { FieldError } from '@portal/contracts';
import { isApiError } from '../api/api-error';

/**
 * The one place where the API's field names become the words on the forms. A field not listed reads
 * as its name split into words (`dateOfBirth` → "Date of birth"), so only names that read badly
 * that way need a line here.
 */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  gpa: 'GPA',
  heightCm: 'Height (cm)',
  weightKg: 'Weight (kg)',
  playerEmail: 'Player e-mail',
  email: 'E-mail',
  videoUrl: 'Video',
  videoURL: 'Video',
  url: 'Link',
  timeZone: 'Time zone',
  atSeconds: 'Time in the video',
  durationMinutes: 'Duration',
  wellnessRating: 'Wellness',
  minimumNoticeHours: 'Minimum notice',
  slotMinutes: 'Call length',
};

/** The label a form shows for an API field path (`parents.0.email` → "E-mail"). */
export function fieldLabel(field: string): string {
  const leaf =
    field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? field;
  const listed = FIELD_LABELS[leaf];
  if (listed) return listed;
  const words = leaf
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A field's message as a person reads it. The contracts write some messages as whole sentences
 * ("Please select a training type") and some as the rest of one ("must be between 1 and 99");
 * the second kind gets the field's label in front.
 */
export function fieldSentence(error: FieldError): string {
  const message = error.message.trim();
  if (error.field === '(body)' || /^[A-Z]/.test(message)) return message;
  return `${fieldLabel(error.field)} ${message}`;
}

/** Field path → its first message as a sentence: what a Mantine form's `setErrors` takes. */
export function fieldErrorMap(errors: readonly FieldError[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const error of errors) {
    if (error.field === '(body)') continue;
    for (const field of error.field.split(', ')) map[field] ??= fieldSentence(error);
  }
  return map;
}

/** The field errors of a 400 answer (`{message, errors: [{field, message}]}`), when it has them. */
export function serverFieldErrorsOf(error: unknown): FieldError[] | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const { body } = error;
  if (typeof body !== 'object' || body === null) return undefined;
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return undefined;
  const valid = errors.filter(
    (item): item is FieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldError).field === 'string' &&
      typeof (item as FieldError).message === 'string',
  );
  return valid.length > 0 ? valid : undefined;
}
