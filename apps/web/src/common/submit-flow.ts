import { fieldErrorsFromZod } from '@portal/contracts';
import type { ZodType } from 'zod';
import { fieldErrorMap, fieldSentence, serverFieldErrorsOf } from './field-errors';
import type { Toast } from './toast';

/**
 * A form's values checked for sending: the request, or the toast that says what is wrong and, when
 * the problem belongs to fields, each field's message to show under it.
 */
export type Validated<T> =
  | { ok: true; request: T }
  | { ok: false; toast: Toast; /** Field path → its message, as a sentence. */ fieldErrors?: Record<string, string> };

/**
 * The form checked against a contract schema: every problem goes under its field, and the first one,
 * in people's words ("Jersey number must be between 1 and 99"), is also the error toast.
 */
export function validateWith<T>(schema: ZodType<T>, values: unknown, title = 'Error'): Validated<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors = fieldErrorsFromZod(parsed.error);
  const first = errors[0];
  return {
    ok: false,
    toast: { title, message: first ? fieldSentence(first) : 'Please check the form.', tone: 'error' },
    fieldErrors: fieldErrorMap(errors),
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
  /**
   * A sign-in form: a 401 answer means the credentials were wrong, shown as the failure toast, not
   * an expired session to sign in again from.
   */
  unauthorizedIsFailure?: boolean;
  /** Runs first; when it fails its toast is shown and nothing is sent. */
  validate: () => Validated<TRequest>;
  /** The call, e.g. `(body) => createThing(body).unwrap()`; a rejection is a failed save. */
  send: (request: TRequest) => Promise<TResult>;
  /** After a successful send, before the success toast (close the dialog, reset the form, navigate). */
  onSuccess?: (result: TResult) => void | Promise<void>;
  /** The success toast; none when the page itself changes to say so (a sent link's panel). */
  success?: Toast | ((result: TResult) => Toast);
  /** A failure the page shows in its own way (a dead link's panel): true, and no toast is shown. */
  failureShownByPage?: (error: unknown) => boolean;
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
    if (validated.fieldErrors) flow.form?.setErrors(validated.fieldErrors);
    effects.showToast(validated.toast);
    return 'invalid';
  }
  let result: TResult;
  try {
    result = await flow.send(validated.request);
  } catch (error) {
    if (!flow.unauthorizedIsFailure && effects.redirectIfUnauthorized(error)) return 'unauthorized';
    if (flow.failureShownByPage?.(error)) return 'failed';
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
  if (flow.success) effects.showToast(typeof flow.success === 'function' ? flow.success(result) : flow.success);
  return 'saved';
}
