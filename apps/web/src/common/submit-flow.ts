import type { ZodType } from 'zod';
import type { Toast } from './toast';

/** A form's values checked for sending: the request, or the toast that says what is wrong. */
export type Validated<T> = { ok: true; request: T } | { ok: false; toast: Toast };

/** The form checked against a contract schema; the first problem's message becomes the error toast. */
export function validateWith<T>(schema: ZodType<T>, values: unknown, title = 'Error'): Validated<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, request: parsed.data };
  return {
    ok: false,
    toast: { title, message: parsed.error.issues[0]?.message ?? 'Please check the form.', tone: 'error' },
  };
}

/** One dialog or form submission: validate → send → toast, with the shared 401 flow (spec §8). */
export interface SubmitFlow<TRequest, TResult> {
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
  const validated = flow.validate();
  if (!validated.ok) {
    effects.showToast(validated.toast);
    return 'invalid';
  }
  let result: TResult;
  try {
    result = await flow.send(validated.request);
  } catch (error) {
    if (effects.redirectIfUnauthorized(error)) return 'unauthorized';
    effects.showToast(typeof flow.failure === 'function' ? flow.failure(error) : flow.failure);
    return 'failed';
  }
  await flow.onSuccess?.(result);
  effects.showToast(typeof flow.success === 'function' ? flow.success(result) : flow.success);
  return 'saved';
}
