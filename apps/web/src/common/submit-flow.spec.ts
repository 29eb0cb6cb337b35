import { z } from 'zod';
import { httpError } from '../api/api-error';
import { isUnauthorizedError } from '../auth/unauthorized';
import { runSubmit, type SubmitFlow, validateWith } from './submit-flow';
import type { Toast } from './toast';

const schema = z.object({ name: z.string().min(1, 'Please enter a name') });
const saved: Toast = { title: 'Saved!', message: 'It is stored.', tone: 'success' };
const failed: Toast = { title: 'Error', message: 'Failed to save. Please try again.', tone: 'error' };

function harness(send: SubmitFlow<{ name: string }, string>['send'], values: unknown = { name: 'Ana' }) {
  const toasts: Toast[] = [];
  const sent: unknown[] = [];
  const events: string[] = [];
  const effects = {
    showToast: (toast: Toast) => {
      toasts.push(toast);
      events.push(`toast:${toast.title}`);
    },
    redirectIfUnauthorized: (error: unknown) => isUnauthorizedError(error),
  };
  const flow: SubmitFlow<{ name: string }, string> = {
    validate: () => validateWith(schema, values),
    send: async (request) => {
      sent.push(request);
      return send(request);
    },
    onSuccess: () => {
      events.push('onSuccess');
    },
    success: saved,
    failure: failed,
  };
  return { run: () => runSubmit(flow, effects), toasts, sent, events };
}

describe('validateWith', () => {
  it('returns the parsed request', () => {
    expect(validateWith(schema, { name: 'Ana' })).toEqual({ ok: true, request: { name: 'Ana' } });
  });

  it("turns the first problem into an error toast with the schema's message", () => {
    expect(validateWith(schema, { name: '' })).toEqual({
      ok: false,
      toast: { title: 'Error', message: 'Please enter a name', tone: 'error' },
      fieldErrors: { name: 'Please enter a name' },
    });
    expect(validateWith(schema, { name: '' }, 'Invalid details')).toMatchObject({
      toast: { title: 'Invalid details' },
    });
  });

  it("puts the field's label before a message that is the rest of a sentence", () => {
    const jersey = z.object({ jerseyNumber: z.number().max(99, 'must be between 1 and 99') });
    expect(validateWith(jersey, { jerseyNumber: 100 })).toMatchObject({
      toast: { message: 'Jersey number must be between 1 and 99' },
    });
  });
});

describe('runSubmit with a form', () => {
  function withForm(send: () => Promise<string>, values: unknown) {
    const shown: Record<string, string>[] = [];
    const toasts: Toast[] = [];
    const run = () =>
      runSubmit(
        {
          form: { setErrors: (errors) => shown.push(errors) },
          validate: () => validateWith(schema, values),
          send,
          success: saved,
          failure: failed,
        },
        { showToast: (toast) => toasts.push(toast), redirectIfUnauthorized: () => false },
      );
    return { run, shown, toasts };
  }

  it('clears the old messages, then puts each validation message under its field', async () => {
    const { run, shown } = withForm(async () => 'ok', { name: '' });
    await expect(run()).resolves.toBe('invalid');
    expect(shown).toEqual([{}, { name: 'Please enter a name' }]);
  });

  it("puts a 400 answer's field errors under the fields, in people's words, and in the toast", async () => {
    const body = JSON.stringify({
      message: 'name: must be unique (and 1 more)',
      errors: [
        { field: 'name', message: 'must be unique' },
        { field: 'parents.0.email', message: 'Enter a valid e-mail address' },
      ],
    });
    const { run, shown, toasts } = withForm(
      async () => {
        throw httpError(400, 'Bad Request', body);
      },
      { name: 'Ana' },
    );
    await expect(run()).resolves.toBe('failed');
    expect(shown.at(-1)).toEqual({ name: 'Name must be unique', 'parents.0.email': 'Enter a valid e-mail address' });
    expect(toasts).toEqual([{ ...failed, message: 'Name must be unique' }]);
  });

  it('keeps the failure toast as it is for an answer without field errors', async () => {
    const { run, shown, toasts } = withForm(
      async () => {
        throw httpError(409, 'Conflict', '{"message":"Taken"}');
      },
      { name: 'Ana' },
    );
    await run();
    expect(shown).toEqual([{}]);
    expect(toasts).toEqual([failed]);
  });
});

describe('runSubmit', () => {
  it('leaves a failure the page shows itself without a toast', async () => {
    const toasts: Toast[] = [];
    const outcome = await runSubmit(
      {
        validate: () => ({ ok: true, request: 1 }),
        send: async () => {
          throw httpError(410, 'Gone', '{"message":"This link has expired"}');
        },
        failureShownByPage: (error) => (error as { status: number }).status === 410,
        success: saved,
        failure: failed,
      },
      { showToast: (toast) => toasts.push(toast), redirectIfUnauthorized: () => false },
    );
    expect(outcome).toBe('failed');
    expect(toasts).toEqual([]);
  });

  it("shows a sign-in form's 401 as its failure, not as an expired session", async () => {
    const toasts: Toast[] = [];
    const outcome = await runSubmit(
      {
        unauthorizedIsFailure: true,
        validate: () => ({ ok: true, request: 1 }),
        send: async () => {
          throw httpError(401, 'Unauthorized', '{"message":"Invalid email or password"}');
        },
        success: saved,
        failure: failed,
      },
      { showToast: (toast) => toasts.push(toast), redirectIfUnauthorized: isUnauthorizedError },
    );
    expect(outcome).toBe('failed');
    expect(toasts).toEqual([failed]);
  });

  it('sends nothing and shows the validation toast when the form is invalid', async () => {
    const { run, toasts, sent } = harness(async () => 'ok', { name: '' });
    await expect(run()).resolves.toBe('invalid');
    expect(sent).toEqual([]);
    expect(toasts).toEqual([{ title: 'Error', message: 'Please enter a name', tone: 'error' }]);
  });

  it('sends the validated request, runs onSuccess, then shows the success toast', async () => {
    const { run, sent, events } = harness(async () => 'ok');
    await expect(run()).resolves.toBe('saved');
    expect(sent).toEqual([{ name: 'Ana' }]);
    expect(events).toEqual(['onSuccess', 'toast:Saved!']);
  });

  it('builds the success toast from the result when asked to', async () => {
    const toasts: Toast[] = [];
    await runSubmit(
      {
        validate: () => ({ ok: true, request: 1 }),
        send: async (n: number) => n + 1,
        success: (result) => ({ title: `Got ${result}`, message: '' }),
        failure: failed,
      },
      { showToast: (toast) => toasts.push(toast), redirectIfUnauthorized: () => false },
    );
    expect(toasts).toEqual([{ title: 'Got 2', message: '' }]);
  });

  it('leaves a 401 Unauthorized to the shared flow: no error toast of its own, no onSuccess', async () => {
    const { run, toasts, events } = harness(async () => {
      throw httpError(401, 'Unauthorized', '{"message":"Unauthorized"}');
    });
    await expect(run()).resolves.toBe('unauthorized');
    expect(toasts).toEqual([]);
    expect(events).toEqual([]);
  });

  it('shows the failure toast for any other error', async () => {
    const { run, toasts, events } = harness(async () => {
      throw httpError(500, 'Internal Server Error', '');
    });
    await expect(run()).resolves.toBe('failed');
    expect(toasts).toEqual([failed]);
    expect(events).not.toContain('onSuccess');
  });
});
