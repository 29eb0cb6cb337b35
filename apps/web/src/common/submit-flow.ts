import { type FieldError, fieldErrorsFromZod } from '@portal/contracts';
import type { ZodType } from 'zod';
import { fieldErrorMap, fieldSentence, serverFieldErrorsOf } from './field-errors';
import type { Toast } from './toast';

/**
 * A form's values checked for sending: the request, or the toast that says what is wrong and, when
 * the problem belongs to fields, each field's message to show under it.
 */
export type Validated<T> = { ok: true; request: T } | { ok: false; toast: Toast; fieldErrors?: FieldError[] };

/**
 * The form checked against a contract schema: every problem goes under its field, and the first one,
 * in people's words ("Jersey number must be between 1 and 99"), is also the error toast.
 */
export function validateWith<T>(schema: ZodType<T>, values: unknown, title = 'Error'): Validated<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, request: parsed.data };
  const fieldErrors = fieldErrorsFromZod(parsed.error);
  const first = fieldErrors[0];
  return {
    ok: false,
    toast: { title, message: first ? fieldSentence(first) : 'Please check the form.', tone: 'error' },
    fieldErrors,
  };
}

/** Where a form shows its field messages: a Mantine `useForm` result fits as it is. */
export interface FieldErrorTarget {
  setErrors: (errors: Record<string, string>) => void;
}

/** One dialog or form submission: validate → send → toast, with the shared 401 flow (spec §8). */
export interface SubmitFlow<TRequest, TResult> {
  /**
   * The form whose fields show the messages: the validation's and those of a 400 answer, mapped from
   * the API's field names to the form's paths (the same names: one zod schema serves both).
   */
  form?: FieldErrorTarget;
  /** Runs first; when it fails its toast is shown and nothing is sent. */
  validate: () => Validated<TRequest>;
  /** The call, e.g. `(body) => createThing(body).unwrap()`; a rejection is a failed save. */
  send: (request: TRequest) => Promise<TResult>;
  /** After a successful send, before the success toast (close the dialog, reset the form, navigate). */
  onSuccess?: (result: TResult) => void | Promise<void>;
  success: Toast | ((result: TResult) => Toast);
  /** The error toast for any failure other than an expired session. */
  failure: Toast | ((error: unknown) => Toast);
}

export type SubmitOutcome = 'invalid' | 'saved' | 'unauthorized' | 'failed';

/** What the flow does to the world: the app passes the real toast and unauthorised redirect. */
export interface SubmitEffects {
  showToast: (toast: Toast) => void;
  /** True when it took care of the error (401 Unauthorized: toast, then /api/login). */
  redirectIfUnauthorized: (error: unknown) => boolean;
}

export async function runSubmit<TRequest, TResult>(
  flow: SubmitFlow<TRequest, TResult>,
  effects: SubmitEffects,
): Promise<SubmitOutcome> {
  flow.form?.setErrors({});
  const validated = flow.validate();
  if (!validated.ok) {
    if (validated.fieldErrors) flow.form?.setErrors(fieldErrorMap(validated.fieldErrors));
    effects.showToast(validated.toast);
    return 'invalid';
  }
  let result: TResult;
  try {
    result = await flow.send(validated.request);
  } catch (error) {
    if (effects.redirectIfUnauthorized(error)) return 'unauthorized';
    const failure = typeof flow.failure === 'function' ? flow.failure(error) : flow.failure;
    const fieldErrors = serverFieldErrorsOf(error);
    if (fieldErrors) {
      // The server refused fields the form let through: say which, as the form would have.
      flow.form?.setErrors(fieldErrorMap(fieldErrors));
      effects.showToast({ ...failure, message: fieldSentence(fieldErrors[0]!) });
    } else {
      effects.showToast(failure);
    }
    return 'failed';
  }
  await flow.onSuccess?.(result);
  effects.showToast(typeof flow.success === 'function' ? flow.success(result) : flow.success);
  return 'saved';
}
