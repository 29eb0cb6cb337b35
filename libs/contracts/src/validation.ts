import type { z } from 'zod';
import type { FieldError } from './errors';

/** Turns zod issues into `{field, message}` pairs for a `400 {message, errors}` body. */
export function fieldErrorsFromZod(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
    if (issue.code === 'unrecognized_keys') {
      return { field: issue.keys.join(', '), message: issue.keys.length > 1 ? 'Unknown fields' : 'Unknown field' };
    }
    return { field, message: issue.message };
  });
}

/** One-line summary naming the first offending field: `wellnessRating: must be 1 to 5`. */
export function validationSummary(errors: FieldError[]): string {
  const first = errors[0];
  if (!first) return 'Invalid request';
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return first.field === '(body)' ? `${first.message}${more}` : `${first.field}: ${first.message}${more}`;
}
