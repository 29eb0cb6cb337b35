import { apiBaseQuery } from './base-query';
import { newIdempotencyKey, sendWithIdempotencyKey } from './idempotent-send';

function answers(...statuses: number[]) {
  const sent: Record<string, string>[] = [];
  const send = async (headers: Record<string, string>) => {
    sent.push(headers);
    const status = statuses[sent.length - 1] ?? 500;
    return new Response(status === 201 ? '{"id":"log-1"}' : '{"message":"x"}', { status });
  };
  return { send, sent };
}

describe('sendWithIdempotencyKey', () => {
  it('sends once when the first answer is not a 503', async () => {
    for (const status of [201, 400, 409, 422, 500]) {
      const { send, sent } = answers(status);
      expect((await sendWithIdempotencyKey(send, '"k"')).status).toBe(status);
      expect(sent).toEqual([{ 'Idempotency-Key': '"k"' }]);
    }
  });

  it('retries a 503 once with the same key and returns the retry’s answer', async () => {
    const { send, sent } = answers(503, 201);
    const response = await sendWithIdempotencyKey(send, '"k"');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 'log-1' });
    expect(sent).toEqual([{ 'Idempotency-Key': '"k"' }, { 'Idempotency-Key': '"k"' }]);
  });

  it('gives up after the one retry', async () => {
    const { send, sent } = answers(503, 503, 201);
    expect((await sendWithIdempotencyKey(send, '"k"')).status).toBe(503);
    expect(sent).toHaveLength(2);
  });
});

describe('newIdempotencyKey', () => {
  it('is a quoted 32-digit hex string, different for each submission', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^"[0-9a-f]{32}"$/);
    expect(newIdempotencyKey()).not.toBe(key);
    expect(newIdempotencyKey(new Uint8Array(16).fill(171))).toBe(`"${'ab'.repeat(16)}"`);
  });
});

describe('apiBaseQuery with an idempotent request', () => {
  const realFetch = globalThis.fetch;
  let calls: { url: string; init: RequestInit }[];

  function respondWith(...statuses: number[]) {
    calls = [];
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const status = statuses[calls.length - 1] ?? 500;
      return new Response(status === 201 ? '{"id":"log-1"}' : '{"message":"unavailable"}', { status });
    }) as typeof fetch;
  }

  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const api = { signal: new AbortController().signal } as Parameters<typeof apiBaseQuery>[1];
  const keysSent = () => calls.map(({ init }) => (init.headers as Record<string, string>)['Idempotency-Key']);

  it('sends one key per call and retries a 503 once with it', async () => {
    respondWith(503, 201);
    const request = { url: '/api/training-logs', method: 'POST' as const, body: { type: 'game' }, idempotent: true };
    expect(await apiBaseQuery(request, api, {})).toEqual({ data: { id: 'log-1' } });
    const [first, retry] = keysSent();
    expect(first).toMatch(/^"[0-9a-f]{32}"$/);
    expect(retry).toBe(first);
    expect(calls.map(({ init }) => init.body)).toEqual(['{"type":"game"}', '{"type":"game"}']);

    respondWith(201);
    await apiBaseQuery(request, api, {});
    expect(keysSent()).toHaveLength(1);
    expect(keysSent()[0]).not.toBe(first);
  });

  it('neither sends a key nor retries a request that is not marked idempotent', async () => {
    respondWith(503, 201);
    const result = await apiBaseQuery({ url: '/api/auth/login', method: 'POST', body: {} }, api, {});
    expect(result).toMatchObject({ error: { status: 503 } });
    expect(keysSent()).toEqual([undefined]);
  });
});
