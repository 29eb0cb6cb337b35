import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import type { z } from 'zod';
import type { RouteEntry } from '../../src/access/route-inventory';

type AnySchema = z.ZodType & { def: { type: string } & Record<string, unknown> };

const today = new Date().toISOString().slice(0, 10);
/** Values tried, in order, for a field whose schema is not an enum, literal, object or array. */
const CANDIDATES: unknown[] = [
  'Sample text that is long enough for any minimum',
  today,
  // A fixed Monday, for a field that takes the first day of a week (a query's `weekStart`).
  '2026-01-05',
  // A date of birth (the age question refuses today and any day under 4 years ago).
  '2000-01-01',
  3,
  1,
  // A club's consent age (13 to 16).
  13,
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

/** Field combinations tried per object before giving up; enough for every body the gateway takes. */
const MAX_COMBINATIONS = 2000;

/**
 * A value the schema accepts, found by walking the schema (zod 4 definitions) and trying candidate
 * values field by field; undefined when none fits. Used to build bodies that pass validation except
 * for the one field a test corrupts, so bad values reach every layer behind the first field check.
 * An object's fields can depend on each other (a session's `dayOfWeek` must be its `date`'s weekday),
 * so the walker keeps every value each field accepts and searches their combinations until the whole
 * object parses: the answer never depends on the day the test runs.
 */
export function validSample(schema: AnySchema): unknown {
  return acceptedValues(schema)[0];
}

function acceptedValues(schema: AnySchema): unknown[] {
  const def = schema.def;
  switch (def.type) {
    case 'object':
      return objectSample(schema);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return acceptedValues(def.innerType as AnySchema);
    case 'pipe': {
      const direct = CANDIDATES.filter((candidate) => accepts(schema, candidate));
      return direct.length ? direct : acceptedValues(def.in as AnySchema);
    }
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>);
    case 'literal':
      return [...(def.values as unknown[])];
    case 'array':
      return [[]];
    case 'union':
      return (def.options as AnySchema[]).flatMap((option) =>
        acceptedValues(option).filter((value) => accepts(option, value)),
      );
    default:
      return CANDIDATES.filter((candidate) => accepts(schema, candidate));
  }
}

/** A schema that throws on a value (a refinement that assumes an earlier check passed) does not accept it. */
function accepts(schema: AnySchema, value: unknown): boolean {
  try {
    return schema.safeParse(value).success;
  } catch {
    return false;
  }
}

/** The first combination of the fields' accepted values that the whole object schema accepts. */
function objectSample(schema: AnySchema): unknown[] {
  const shape = (schema as unknown as z.ZodObject).shape as Record<string, AnySchema>;
  const fields = Object.entries(shape).map(([key, field]) => [key, acceptedValues(field)] as const);
  const build = (choice: number[]) => {
    const sample: Record<string, unknown> = {};
    fields.forEach(([key, values], index) => {
      const value = values[choice[index]!];
      if (value !== undefined) sample[key] = value;
    });
    return sample;
  };
  const choice = fields.map(() => 0);
  for (let tried = 0; tried < MAX_COMBINATIONS; tried += 1) {
    const sample = build(choice);
    if (accepts(schema, sample)) return [sample];
    // Next combination, like an odometer: the last field turns fastest.
    let position = fields.length - 1;
    while (position >= 0 && choice[position]! + 1 >= Math.max(fields[position]![1].length, 1)) {
      choice[position] = 0;
      position -= 1;
    }
    if (position < 0) break;
    choice[position] = choice[position]! + 1;
  }
  return [build(fields.map(() => 0))];
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
