/** Error codes carried in RPC replies and mapped to HTTP statuses by the gateway. */
export const ErrorCode = {
  Validation: 'VALIDATION',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  RateLimited: 'RATE_LIMITED',
  Unavailable: 'UNAVAILABLE',
  Internal: 'INTERNAL',
  /** A service's answer is larger than NATS carries (its max_payload): the caller may ask for less. */
  ReplyTooLarge: 'REPLY_TOO_LARGE',
  /** An Idempotency-Key sent again with a different request (422 by the IETF Idempotency-Key draft). */
  IdempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface FieldError {
  /** Dotted path of the offending field, e.g. `wellnessRating` or `positions.0.type`. */
  field: string;
  message: string;
}

export interface ErrorBody {
  message: string;
  errors?: FieldError[];
}

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
  REPLY_TOO_LARGE: 500,
  IDEMPOTENCY_KEY_REUSED: 422,
};

export function httpStatusForErrorCode(code: string): number {
  return (STATUS_BY_CODE as Record<string, number | undefined>)[code] ?? 500;
}

/** Messages shown to clients when the real cause must stay private. */
export const GENERIC_MESSAGES = {
  internal: 'Internal server error',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'Not found',
} as const;

export function serviceUnavailableMessage(service: string): string {
  return `The ${service} service is unavailable. Please try again shortly.`;
}

/** The 429 message, with the wait the Retry-After header carries. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Try again in ${humanWait(retryAfterSeconds)}.`;
}

function humanWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
