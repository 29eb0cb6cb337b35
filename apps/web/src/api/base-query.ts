import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { type ApiError, httpError, networkError, parseBody } from './api-error';
import { sendWithIdempotencyKey } from './idempotent-send';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

/** What an endpoint asks for: a path, or a path with method, JSON body and query parameters. */
export interface ApiRequest {
  url: string;
  method?: HttpMethod;
  body?: unknown;
  params?: Record<string, QueryValue>;
  /**
   * A POST that creates something and honours `Idempotency-Key` on the gateway: each call (one
   * submission) sends a new key, and a 503 is retried once with the same key.
   */
  idempotent?: boolean;
}

export function withQueryParams(url: string, params: Record<string, QueryValue> | undefined): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  if (query.length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/**
 * Same-origin fetch with the session cookie on every call (spec §7). JSON in, JSON out; any
 * non-success response becomes an ApiError whose message is `<status>: <body or status text>`.
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiError> = async (request, { signal }) => {
  const { url, method = 'GET', body, params, idempotent } = typeof request === 'string' ? { url: request } : request;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const send = (extraHeaders: Record<string, string>) =>
    fetch(withQueryParams(url, params), {
      method,
      headers: { ...headers, ...extraHeaders },
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  let response: Response;
  let text: string;
  try {
    response = idempotent && method === 'POST' ? await sendWithIdempotencyKey(send) : await send({});
    text = await response.text();
  } catch (cause) {
    return { error: networkError(cause) };
  }
  if (!response.ok) return { error: httpError(response.status, response.statusText, text) };
  return { data: parseBody(text) };
};
