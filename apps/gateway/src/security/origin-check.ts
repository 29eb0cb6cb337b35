const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function allowedOriginsFrom(publicUrl: string, extra: string): Set<string> {
  const origins = [publicUrl, ...extra.split(',')]
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => new URL(value).origin);
  return new Set(origins);
}

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * Cross-site request forgery check for state-changing requests: when the browser says where the
 * request comes from (Origin, else Referer), it must be one of ours. Requests without either header
 * are not from a browser page and carry no ambient authority worth forging (cookies are SameSite=Lax).
 */
export function isCrossSiteWrite(
  method: string,
  headers: { origin?: string; referer?: string },
  allowed: Set<string>,
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const source = headers.origin === 'null' ? 'null' : (originOf(headers.origin) ?? originOf(headers.referer));
  return source !== undefined && !allowed.has(source);
}
