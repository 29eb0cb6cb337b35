/**
 * How a failed call looks to the screens (spec §7): the message is the status code, a colon and a
 * space, then the response body text, or the status text when the body is empty.
 */
export interface ApiError {
  /** HTTP status; 0 when the request never got a response (offline, aborted, DNS...). */
  status: number;
  message: string;
  /** The response body: parsed JSON when it is JSON, else the raw text. */
  body: unknown;
}

export function formatHttpErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText.length > 0 ? bodyText : statusText}`;
}

export function parseBody(text: string): unknown {
  if (text.length === 0) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function httpError(status: number, statusText: string, bodyText: string): ApiError {
  return { status, message: formatHttpErrorMessage(status, bodyText, statusText), body: parseBody(bodyText) };
}

export function networkError(cause: unknown): ApiError {
  const reason = cause instanceof Error && cause.message ? cause.message : 'The server could not be reached';
  return { status: 0, message: `0: ${reason}`, body: null };
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { status?: unknown }).status === 'number' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** The `message` the server put in a JSON error body, when there is one. */
export function serverMessageOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const { body } = error;
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim().length > 0 ? message : undefined;
}
