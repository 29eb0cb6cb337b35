import { httpError } from '../api/api-error';
import { isUnauthorizedError } from './unauthorized';

describe('isUnauthorizedError (spec §8)', () => {
  it('is true for a 401 whose message contains Unauthorized', () => {
    expect(isUnauthorizedError(httpError(401, 'Unauthorized', '{"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(httpError(401, 'Unauthorized', ''))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
  });

  it('is false for a 401 that is not about the session', () => {
    expect(isUnauthorizedError(httpError(401, 'Unauthorized', '{"message":"Invalid email or password"}'))).toBe(false);
  });

  it('is false for other statuses, even when they mention Unauthorized', () => {
    expect(isUnauthorizedError(httpError(403, 'Forbidden', '{"message":"Unauthorized"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('4010: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError(new Error('Error 401: Unauthorized'))).toBe(false);
  });

  it('is false for values that are not errors', () => {
    expect(isUnauthorizedError(undefined)).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
    expect(isUnauthorizedError({ message: 401 })).toBe(false);
  });
});
