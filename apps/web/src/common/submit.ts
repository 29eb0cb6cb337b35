import { redirectIfUnauthorized } from '../auth/unauthorized-redirect';
import { runSubmit, type SubmitFlow, type SubmitOutcome } from './submit-flow';
import { showToast } from './toast';

export {
  validateWith,
  type FieldErrorTarget,
  type SubmitFlow,
  type SubmitOutcome,
  type Validated,
} from './submit-flow';

/**
 * Submits a dialog or form: `validate` (its toast when it fails, nothing sent), `send`, then
 * `onSuccess` and the `success` toast; a 401 Unauthorized goes through the shared flow (toast, then
 * /api/login after 500 ms), any other failure shows the `failure` toast.
 */
export function submitForm<TRequest, TResult>(flow: SubmitFlow<TRequest, TResult>): Promise<SubmitOutcome> {
  return runSubmit(flow, { showToast, redirectIfUnauthorized });
}
