import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { type ApiError, httpError, networkError, parseBody } from './api-error';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

/** What an endpoint asks for: a path, or a path with method, JSON body and query parameters. */
export interface ApiRequest {
  url: string;
  method?: HttpMethod;
  body?: unknown;
  params?: Record<string, QueryValue>;
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
  const { url, method = 'GET', body, params } = typeof request === 'string' ? { url: request } : request;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  let text: string;
  try {
    response = await fetch(withQueryParams(url, params), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    text = await response.text();
  } catch (cause) {
    return { error: networkError(cause) };
  }
  if (!response.ok) return { error: httpError(response.status, response.statusText, text) };
  return { data: parseBody(text) };
};
