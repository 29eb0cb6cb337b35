import type { ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { applySecurityHeaders, securityHeadersFor } from './security-headers';

/** What helmet's own middleware sets on a response, for comparison. */
function helmetPerRequest(options: HelmetOptions): Map<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
}

describe('security headers worked out once', () => {
  const options: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  };

  it('are exactly the headers helmet sets on a request', () => {
    expect(new Map(securityHeadersFor(options))).toEqual(helmetPerRequest(options));
    expect(new Map(securityHeadersFor(options)).get('content-security-policy')).toBe(
      "default-src 'self';img-src 'self' data:",
    );
  });

  it('follow the options: no HSTS when it is off', () => {
    const headers = new Map(securityHeadersFor({ ...options, strictTransportSecurity: false }));
    expect(headers.has('strict-transport-security')).toBe(false);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuse a directive computed per request (a nonce), which cannot be worked out once', () => {
    const perRequest: HelmetOptions = {
      contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-abc'"] } },
    };
    expect(() => securityHeadersFor(perRequest)).toThrow(/per request/);
  });

  it('are set on the raw response', () => {
    const set: [string, string][] = [];
    const response = { setHeader: (name: string, value: string) => set.push([name, value]) };
    applySecurityHeaders(response as unknown as ServerResponse, [['x-frame-options', 'SAMEORIGIN']]);
    expect(set).toEqual([['x-frame-options', 'SAMEORIGIN']]);
  });
});
