import { ServiceError } from '@portal/server-kit';
import { z } from 'zod';
import { ZodValidation } from './zod-validation.pipe';

function refusal(run: () => unknown): ServiceError {
  try {
    run();
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('ZodValidation', () => {
  const id = new ZodValidation(z.uuid('must be a valid id'));

  it('names a bad path or query value by its name, not the body', () => {
    expect(refusal(() => id.transform('nope', { type: 'param', data: 'roadmapId' })).errors).toEqual([
      { field: 'roadmapId', message: 'must be a valid id' },
    ]);
    expect(refusal(() => id.transform('nope', { type: 'query', data: 'playerId' })).errors?.[0]?.field).toBe(
      'playerId',
    );
    // Each name's wrapper is built once and reused: a second value under a known name is judged alike.
    expect(refusal(() => id.transform('still not', { type: 'param', data: 'roadmapId' })).errors).toEqual([
      { field: 'roadmapId', message: 'must be a valid id' },
    ]);
  });

  it('passes a good value through and checks a whole body as it is', () => {
    const good = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    expect(id.transform(good, { type: 'param', data: 'id' })).toBe(good);
    const body = new ZodValidation(z.object({ title: z.string().min(1, 'is required') }).strict());
    expect(refusal(() => body.transform({ title: '' }, { type: 'body' })).errors).toEqual([
      { field: 'title', message: 'is required' },
    ]);
  });
});
