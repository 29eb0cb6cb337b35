import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import type { z } from 'zod';
import type { RouteEntry } from '../../src/access/route-inventory';

type AnySchema = z.ZodType & { def: { type: string } & Record<string, unknown> };

const today = new Date().toISOString().slice(0, 10);
/** Values tried, in order, for a field whose schema is not an enum, literal, object or array. */
const CANDIDATES: unknown[] = [
  'Sample text that is long enough for any minimum',
  today,
  3,
  1,
  true,
  '00000000-0000-4000-8000-000000000000',
  new Date().toISOString(),
  'https://example.org/clip',
  'sample@club.test',
  'Kick-Off-2026!',
  'UTC',
  // A one-time token (a password reset link's): 43 base64url characters.
  'x'.repeat(43),
  // Optional fields that take a number in a range or a value from a list accept null (absent).
  null,
];

/**
 * A value the schema accepts, found by walking the schema (zod 4 definitions) and trying candidate
 * values field by field; undefined when none fits. Used to build bodies that pass validation except
 * for the one field a test corrupts, so bad values reach every layer behind the first field check.
 */
export function validSample(schema: AnySchema): unknown {
  const def = schema.def;
  switch (def.type) {
    case 'object': {
      const shape = (schema as unknown as z.ZodObject).shape as Record<string, AnySchema>;
      const sample: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        const value = validSample(field);
        if (value !== undefined) sample[key] = value;
      }
      return sample;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return validSample(def.innerType as AnySchema);
    case 'pipe': {
      const direct = CANDIDATES.find((candidate) => schema.safeParse(candidate).success);
      return direct !== undefined ? direct : validSample(def.in as AnySchema);
    }
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return [];
    case 'union':
      for (const option of def.options as AnySchema[]) {
        const value = validSample(option);
        if (value !== undefined && option.safeParse(value).success) return value;
      }
      return undefined;
    default:
      return CANDIDATES.find((candidate) => schema.safeParse(candidate).success);
  }
}

/** The zod schemas a route validates its body and query with (`@Body(new ZodValidation(schema))`). */
export function routeSchemas(
  controllers: Map<string, Function>,
  route: RouteEntry,
): { body?: AnySchema; query?: AnySchema } {
  const controller = controllers.get(route.controller);
  if (!controller) return {};
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, route.handler) ?? {}) as Record<
    string,
    { pipes?: { schema?: AnySchema }[] }
  >;
  const found: { body?: AnySchema; query?: AnySchema } = {};
  for (const [key, arg] of Object.entries(args)) {
    const schema = arg.pipes?.find((pipe) => pipe.schema)?.schema;
    if (!schema) continue;
    // Nest's RouteParamtypes: 3 = BODY, 4 = QUERY.
    if (key.startsWith('3:')) found.body = schema;
    if (key.startsWith('4:')) found.query = schema;
  }
  return found;
}
