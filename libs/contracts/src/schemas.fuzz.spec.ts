import fc from 'fast-check';
import { jobDefinitions } from './jobs';
import { rpcDefinitions } from './rpc';
import { findNulCharacter } from './strings';

const anyInput = fc.oneof(
  fc.anything(),
  fc.dictionary(fc.string(), fc.anything()),
  fc.string().map((text) => `${text}\u0000`),
);

describe('every request and job schema, generated input', () => {
  const schemas = [
    ...Object.entries(rpcDefinitions).map(([subject, definition]) => [subject, definition.request] as const),
    ...Object.entries(jobDefinitions).map(([job, definition]) => [job, definition.payload] as const),
  ];

  it.each(schemas)('%s never throws, and nothing it accepts holds a NUL character', (_name, schema) => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const result = schema.safeParse(input);
        if (result.success) expect(findNulCharacter(result.data)).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });
});
