import { ErrorCode } from '@portal/contracts';
import { ServiceError } from './service-error';

describe('ServiceError over RPC', () => {
  it('carries a rate limit’s wait, in whole seconds of at least one, both ways', () => {
    const limited = ServiceError.rateLimited('Too many attempts. Try again in 3 seconds.', 2.2);
    expect(limited.toPayload()).toEqual({
      code: ErrorCode.RateLimited,
      message: 'Too many attempts. Try again in 3 seconds.',
      retryAfterSeconds: 3,
    });
    expect(ServiceError.fromPayload(limited.toPayload()).retryAfterSeconds).toBe(3);
    expect(ServiceError.rateLimited('soon', 0).retryAfterSeconds).toBe(1);
  });

  it('leaves the wait out of every other error, and ignores a nonsensical one from the wire', () => {
    expect(ServiceError.conflict('taken').toPayload()).toEqual({ code: ErrorCode.Conflict, message: 'taken' });
    for (const retryAfterSeconds of [-5, 0, Number.NaN, Number.POSITIVE_INFINITY]) {
      const error = ServiceError.fromPayload({ code: ErrorCode.RateLimited, message: 'x', retryAfterSeconds });
      expect(error.retryAfterSeconds).toBeUndefined();
    }
  });
});
