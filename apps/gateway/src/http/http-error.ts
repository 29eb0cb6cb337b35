import { HttpException } from '@nestjs/common';
import {
  type ErrorBody,
  GENERIC_MESSAGES,
  fieldErrorsFromZod,
  httpStatusForErrorCode,
  validationSummary,
} from '@portal/contracts';
import { ServiceError } from '@portal/server-kit';
import { ZodError } from 'zod';

export interface HttpErrorResponse {
  status: number;
  body: ErrorBody;
  /** True when the cause must be logged because the caller only sees a generic message. */
  unexpected: boolean;
}

/**
 * The only place that decides what an error looks like to a browser: always `{message}` (plus field
 * errors for a 400), never a stack trace or an internal message.
 */
export function toHttpError(error: unknown): HttpErrorResponse {
  if (error instanceof ServiceError) {
    const status = httpStatusForErrorCode(error.code);
    const body: ErrorBody = error.errors
      ? { message: error.message, errors: error.errors }
      : { message: error.message };
    return status >= 500 && status !== 503
      ? { status, body: { message: GENERIC_MESSAGES.internal }, unexpected: true }
      : { status, body, unexpected: false };
  }
  if (error instanceof ZodError) {
    const errors = fieldErrorsFromZod(error);
    return { status: 400, body: { message: validationSummary(errors), errors }, unexpected: false };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    if (status >= 500) return { status, body: { message: GENERIC_MESSAGES.internal }, unexpected: true };
    return { status, body: { message: messageOfHttpException(error) }, unexpected: false };
  }
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    // Fastify's own client errors (malformed JSON, body too large, wrong content type).
    return { status: statusCode, body: { message: (error as Error).message }, unexpected: false };
  }
  return { status: 500, body: { message: GENERIC_MESSAGES.internal }, unexpected: true };
}

function messageOfHttpException(error: HttpException): string {
  const response = error.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.map(String).join('; ');
  return typeof message === 'string' ? message : error.message;
}
