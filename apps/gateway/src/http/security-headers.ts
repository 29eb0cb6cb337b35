import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export type SecurityHeaders = readonly (readonly [name: string, value: string])[];

/**
 * The headers helmet sets for `options`, worked out once. @fastify/helmet builds helmet's middleware
 * again for every request (2–3 % of the gateway's time per request in profiles), although with no
 * per-request CSP directive (no nonces, no directive functions) every request gets the same headers.
 */
export function securityHeadersFor(options: HelmetOptions): SecurityHeaders {
  if (hasPerRequestDirective(options)) throw new Error('A CSP directive computed per request needs helmet per request');
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return [...headers];
}

/** Sets `headers` on the raw response, as helmet does (so a hijacked or streamed reply has them too). */
export function applySecurityHeaders(response: ServerResponse, headers: SecurityHeaders): void {
  for (const [name, value] of headers) response.setHeader(name, value);
}

function hasPerRequestDirective(options: HelmetOptions): boolean {
  const policy = options.contentSecurityPolicy;
  if (typeof policy !== 'object' || !policy.directives) return false;
  return Object.values(policy.directives).some((value) =>
    (Array.isArray(value) ? value : [value]).some((element) => typeof element === 'function'),
  );
}
