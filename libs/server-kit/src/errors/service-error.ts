import {
  ErrorCode,
  type FieldError,
  type RpcErrorPayload,
  validationSummary,
  NUL_CHARACTER_MESSAGE,
  fieldErrorsFromZod,
  findNulCharacter,
} from '@portal/contracts';
import type { z } from 'zod';

/** An expected failure with a message that is safe to show the caller. */
export class ServiceError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    /** RATE_LIMITED only: seconds until the caller may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  toPayload(): RpcErrorPayload {
    return {
      code: this.code,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: this.retryAfterSeconds }),
    };
  }

  static fromPayload(payload: RpcErrorPayload): ServiceError {
    const retryAfter = payload.retryAfterSeconds;
    const validRetryAfter = typeof retryAfter === 'number' && Number.isFinite(retryAfter) && retryAfter > 0;
    return new ServiceError(payload.code, payload.message, payload.errors, validRetryAfter ? retryAfter : undefined);
  }

  static rateLimited(message: string, retryAfterSeconds: number): ServiceError {
    return new ServiceError(ErrorCode.RateLimited, message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
  }

  static validation(errors: FieldError[]): ServiceError {
    return new ServiceError(ErrorCode.Validation, validationSummary(errors), errors);
  }

  static fromZod(error: z.ZodError): ServiceError {
    return ServiceError.validation(fieldErrorsFromZod(error));
  }

  static notFound(message: string): ServiceError {
    return new ServiceError(ErrorCode.NotFound, message);
  }

  static forbidden(message = 'You do not have access to this resource'): ServiceError {
    return new ServiceError(ErrorCode.Forbidden, message);
  }

  static unauthorized(message = 'Unauthorized'): ServiceError {
    return new ServiceError(ErrorCode.Unauthorized, message);
  }

  static conflict(message: string): ServiceError {
    return new ServiceError(ErrorCode.Conflict, message);
  }

  static unavailable(message: string): ServiceError {
    return new ServiceError(ErrorCode.Unavailable, message);
  }
}

/** Parses with a contracts schema, turning failure into a 400-class ServiceError. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  // Whatever the schema says, a NUL character never reaches a handler (PostgreSQL refuses it in text).
  const nulAt = findNulCharacter(value);
  if (nulAt !== undefined) throw ServiceError.validation([{ field: nulAt, message: NUL_CHARACTER_MESSAGE }]);
  const result = schema.safeParse(value);
  if (!result.success) throw ServiceError.fromZod(result.error);
  return result.data;
}
