import { ErrorCode } from '@portal/contracts';

/**
 * How an RPC ended, as a bounded label: `ok`; `client_error` when the caller was refused (the 4xx
 * class: validation, auth, not found, conflict, rate limit); `server_error` when the handler failed;
 * `timeout` and `no_responder` when no reply came (the service is slow or has no replica up);
 * `unavailable` for the other transport failures (a draining or closed connection).
 */
export type RpcOutcome = 'ok' | 'client_error' | 'server_error' | 'timeout' | 'no_responder' | 'unavailable';

const CLIENT_ERROR_CODES: ReadonlySet<string> = new Set([
  ErrorCode.Validation,
  ErrorCode.Unauthorized,
  ErrorCode.Forbidden,
  ErrorCode.NotFound,
  ErrorCode.Conflict,
  ErrorCode.RateLimited,
]);

/** The outcome of a reply that arrived: its error code, or none when it succeeded. */
export function rpcOutcomeOfReply(errorCode: string | undefined): RpcOutcome {
  if (errorCode === undefined) return 'ok';
  if (CLIENT_ERROR_CODES.has(errorCode)) return 'client_error';
  if (errorCode === ErrorCode.Unavailable) return 'unavailable';
  return 'server_error';
}

/** The outcome of a request that got no reply, from the NATS client's error code (`nats` ErrorCode values). */
export function rpcOutcomeOfTransportError(natsCode: string | undefined): RpcOutcome {
  if (natsCode === 'TIMEOUT') return 'timeout';
  if (natsCode === '503') return 'no_responder';
  return 'unavailable';
}

/**
 * The route label of an HTTP request: Fastify's route template (`/api/players/:id`), never the raw
 * path, so ids cannot multiply the series. A request no route matched is `unmatched`.
 */
export function httpRouteLabel(routeTemplate: string | undefined): string {
  if (!routeTemplate) return 'unmatched';
  return routeTemplate.length > 120 ? 'unmatched' : routeTemplate;
}
