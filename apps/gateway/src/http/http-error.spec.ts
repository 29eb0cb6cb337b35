import { BadRequestException, InternalServerErrorException, NotFoundException } from '@nestjs/common';
import { ErrorCode } from '@portal/contracts';
import { ServiceError } from '@portal/server-kit';
import { z } from 'zod';
import { TooManyRequestsException } from '../security/rate-limiter';
import { toHttpError } from './http-error';

describe('HTTP error mapping', () => {
  it.each([
    [ErrorCode.Validation, 400],
    [ErrorCode.Unauthorized, 401],
    [ErrorCode.Forbidden, 403],
    [ErrorCode.NotFound, 404],
    [ErrorCode.Conflict, 409],
    [ErrorCode.RateLimited, 429],
    [ErrorCode.Unavailable, 503],
  ])('maps a service %s error to %i with its message', (code, status) => {
    expect(toHttpError(new ServiceError(code, 'It went wrong'))).toEqual({
      status,
      body: { message: 'It went wrong' },
      unexpected: false,
    });
  });

  it('keeps field errors on a 400', () => {
    const error = ServiceError.validation([{ field: 'wellnessRating', message: 'must be 1 to 5' }]);
    expect(toHttpError(error).body).toEqual({
      message: 'wellnessRating: must be 1 to 5',
      errors: [{ field: 'wellnessRating', message: 'must be 1 to 5' }],
    });
  });

  it('hides the message of an internal service error', () => {
    expect(toHttpError(new ServiceError(ErrorCode.Internal, 'relation "users" does not exist'))).toEqual({
      status: 500,
      body: { message: 'Internal server error' },
      unexpected: true,
    });
  });

  it('never leaks an unexpected error, its message or stack', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'id')");
    const mapped = toHttpError(error);
    expect(mapped).toEqual({ status: 500, body: { message: 'Internal server error' }, unexpected: true });
    expect(JSON.stringify(mapped.body)).not.toContain('undefined');
  });

  it('maps Nest HTTP exceptions to their status with a plain message', () => {
    expect(toHttpError(new NotFoundException('Cannot GET /api/x')).body).toEqual({ message: 'Cannot GET /api/x' });
    expect(toHttpError(new BadRequestException('playerId is required'))).toMatchObject({
      status: 400,
      body: { message: 'playerId is required' },
    });
    expect(toHttpError(new InternalServerErrorException('secret detail')).body).toEqual({
      message: 'Internal server error',
    });
    expect(toHttpError(new TooManyRequestsException(30))).toMatchObject({
      status: 429,
      body: { message: 'Too many attempts. Try again in 30 seconds.' },
    });
  });

  it('turns a zod error into a 400 naming the field', () => {
    const result = z.object({ date: z.string() }).safeParse({ date: 3 });
    expect(toHttpError(result.error)).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^date: /) },
    });
  });

  it("passes Fastify's own client errors through", () => {
    const error = Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 });
    expect(toHttpError(error)).toEqual({ status: 400, body: { message: 'Body is not valid JSON' }, unexpected: false });
  });
});
