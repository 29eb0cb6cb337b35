import { httpError, networkError } from '../api/api-error';
import { isSessionFailure, loadFailureKind, loadFailureMessage } from './load-failure';

describe('loadFailureKind: only a 401 is an ended session', () => {
  it.each([
    [httpError(401, 'Unauthorized', '{"message":"Unauthorized"}'), 'session'],
    [httpError(401, 'Unauthorized', ''), 'session'],
    [networkError(new TypeError('Failed to fetch')), 'offline'],
    [httpError(503, 'Service Unavailable', ''), 'unavailable'],
    [httpError(502, 'Bad Gateway', ''), 'unavailable'],
    [httpError(504, 'Gateway Timeout', ''), 'unavailable'],
    [httpError(500, 'Internal Server Error', ''), 'failed'],
    [httpError(403, 'Forbidden', '{"message":"Unauthorized"}'), 'failed'],
    [httpError(404, 'Not Found', ''), 'failed'],
    [undefined, 'failed'],
    [new Error('boom'), 'failed'],
  ])('%j is %s', (error, kind) => {
    expect(loadFailureKind(error)).toBe(kind);
  });

  it('isSessionFailure is true for a 401 alone', () => {
    expect(isSessionFailure(httpError(401, 'Unauthorized', ''))).toBe(true);
    expect(isSessionFailure(httpError(503, 'Service Unavailable', ''))).toBe(false);
    expect(isSessionFailure(networkError(new TypeError('Failed to fetch')))).toBe(false);
  });
});

describe('loadFailureMessage', () => {
  it('says a lost connection or a busy server is worth another try', () => {
    expect(loadFailureMessage(networkError(new TypeError('Failed to fetch')))).toMatch(/connection.*try again/);
    expect(loadFailureMessage(httpError(503, 'Service Unavailable', ''))).toMatch(/try again in a moment/);
  });

  it("gives the server's own message for another failure, else a general one", () => {
    expect(loadFailureMessage(httpError(500, 'Internal Server Error', '{"message":"Database is read-only"}'))).toBe(
      'Database is read-only',
    );
    expect(loadFailureMessage(httpError(500, 'Internal Server Error', ''))).toBe(
      'Something went wrong while loading. Please try again.',
    );
  });
});
