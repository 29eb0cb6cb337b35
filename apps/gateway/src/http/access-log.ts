export type AccessLogPolicy = 'problems' | 'all';

/**
 * Whether an answered request gets an access-log line. One line per request was a tenth of the
 * gateway's CPU under load (issue 27's profile), so by default only what someone will look for is
 * logged: failures (4xx, 5xx) and slow answers. Every request is counted and timed in the metrics.
 */
export function deservesAccessLogLine(
  policy: AccessLogPolicy,
  statusCode: number,
  elapsedMs: number,
  slowMs: number,
): boolean {
  return policy === 'all' || statusCode >= 400 || elapsedMs >= slowMs;
}
