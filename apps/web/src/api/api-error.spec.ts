import { formatHttpErrorMessage, httpError, isApiError, networkError, serverMessageOf } from './api-error';

describe('formatHttpErrorMessage (spec §7)', () => {
  it('is the status, a colon and a space, then the body text', () => {
    expect(formatHttpErrorMessage(401, '{"message":"Unauthorized"}', 'Unauthorized')).toBe(
      '401: {"message":"Unauthorized"}',
    );
  });

  it('falls back to the status text when the body is empty', () => {
    expect(formatHttpErrorMessage(502, '', 'Bad Gateway')).toBe('502: Bad Gateway');
  });
});

describe('httpError', () => {
  it('keeps the parsed JSON body next to the message', () => {
    const error = httpError(409, 'Conflict', '{"message":"An account with this email already exists"}');
    expect(error).toEqual({
      status: 409,
      message: '409: {"message":"An account with this email already exists"}',
      body: { message: 'An account with this email already exists' },
    });
  });

  it('keeps a non-JSON body as text', () => {
    expect(httpError(500, 'Internal Server Error', 'boom').body).toBe('boom');
  });

  it('has a null body when the body is empty', () => {
    expect(httpError(404, 'Not Found', '').body).toBeNull();
  });
});

describe('serverMessageOf', () => {
  it('reads the message of a JSON error body', () => {
    expect(serverMessageOf(httpError(401, 'Unauthorized', '{"message":"Invalid email or password"}'))).toBe(
      'Invalid email or password',
    );
  });

  it('is undefined without a usable message', () => {
    expect(serverMessageOf(httpError(500, 'Internal Server Error', 'boom'))).toBeUndefined();
    expect(serverMessageOf(httpError(400, 'Bad Request', '{"message":"  "}'))).toBeUndefined();
    expect(serverMessageOf(httpError(400, 'Bad Request', '{"message":42}'))).toBeUndefined();
    expect(serverMessageOf(networkError(new Error('Failed to fetch')))).toBeUndefined();
    expect(serverMessageOf(new Error('plain'))).toBeUndefined();
    expect(serverMessageOf(undefined)).toBeUndefined();
  });
});

describe('isApiError / networkError', () => {
  it('recognises the error shape the API slice produces', () => {
    expect(isApiError(networkError(new Error('Failed to fetch')))).toBe(true);
    expect(isApiError({ status: 'FETCH_ERROR' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });

  it('uses status 0 and the cause for a request that got no response', () => {
    expect(networkError(new TypeError('Failed to fetch'))).toEqual({
      status: 0,
      message: '0: Failed to fetch',
      body: null,
    });
    expect(networkError('weird').message).toBe('0: The server could not be reached');
  });
});
