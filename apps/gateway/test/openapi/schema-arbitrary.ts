import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON Schemas (2020-12) of an OpenAPI document, knowing nothing of the
 * code behind it. No maintained npm package does this for fast-check 4 (json-schema-fast-check is a
 * 0.0.x of 2019), so this small generator covers what the document uses: `type` (also as a list),
 * `enum`, `const`, `anyOf`/`oneOf`, `allOf` of objects, `$ref` into the document, string formats
 * (uuid, date, date-time, email, uri), `pattern`, lengths, numeric bounds, arrays and objects with
 * `required` and `additionalProperties`. Values are meant to satisfy the schema; a pattern or a
 * cross-field rule it cannot express may still be refused, which the server must answer with a 400.
 */
export type JsonSchema = Record<string, unknown>;

export class SchemaArbitraries {
  constructor(private readonly document: Record<string, unknown>) {}

  /** Follows `#/...` references inside the document. */
  resolve<T = JsonSchema>(value: unknown): T {
    let current = value as JsonSchema;
    for (let depth = 0; typeof current?.$ref === 'string' && depth < 20; depth += 1) {
      const path = (current.$ref as string).replace(/^#\//, '').split('/');
      current = path.reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        this.document,
      ) as JsonSchema;
    }
    return current as T;
  }

  valid(schemaOrRef: unknown, depth = 0): fc.Arbitrary<unknown> {
    const schema = this.resolve(schemaOrRef ?? {});
    if (depth > 6) return fc.constant(null);
    if ('const' in schema) return fc.constant(schema.const);
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    const options = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
    if (options?.length) return fc.oneof(...options.map((option) => this.valid(option, depth + 1)));
    if (Array.isArray(schema.allOf)) return this.object(this.mergeAll(schema.allOf as unknown[]), depth);
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : [];
    if (types.length > 1) return fc.oneof(...types.map((type) => this.valid({ ...schema, type }, depth + 1)));
    switch (types[0]) {
      case 'string':
        return this.string(schema);
      case 'integer':
        return fc.integer({ min: bound(schema, 'minimum', -1000), max: bound(schema, 'maximum', 1000) });
      case 'number':
        return fc.double({
          min: bound(schema, 'minimum', -1000),
          max: bound(schema, 'maximum', 1000),
          noNaN: true,
          noDefaultInfinity: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(this.valid(schema.items, depth + 1), {
          minLength: (schema.minItems as number | undefined) ?? 0,
          maxLength: Math.min((schema.maxItems as number | undefined) ?? 3, ((schema.minItems as number) ?? 0) + 3),
        });
      case 'object':
        return this.object(schema, depth);
      default:
        // `{}`: anything JSON.
        return fc.jsonValue({ maxDepth: 2 });
    }
  }

  /**
   * A value the schema refuses, or one at its edges: the wrong type, a bound crossed by one, an
   * unknown enum value, a required field left out or an unknown field added, NUL characters.
   */
  mutated(schemaOrRef: unknown): fc.Arbitrary<unknown> {
    const schema = this.resolve(schemaOrRef ?? {});
    const nasty = fc.constantFrom<unknown>(
      '',
      '\u0000',
      'x\u0000x',
      '__proto__',
      'a'.repeat(5000),
      -1,
      Number.MAX_SAFE_INTEGER,
      0.5,
      true,
      null,
      [],
      {},
      '2026-02-30',
      '00000000-0000-0000-0000-000000000000',
    );
    if (schema.type !== 'object' || !schema.properties) return fc.oneof(nasty, this.valid(schema));
    const properties = Object.keys(schema.properties as object);
    const required = (schema.required as string[] | undefined) ?? [];
    const base = this.valid(schema) as fc.Arbitrary<Record<string, unknown>>;
    const replaced = fc
      .tuple(base, fc.constantFrom(...properties), nasty)
      .map(([value, key, bad]) => ({ ...value, [key]: bad }));
    const missing = required.length
      ? fc.tuple(base, fc.constantFrom(...required)).map(([value, key]) => {
          const copy = { ...value };
          delete copy[key];
          return copy;
        })
      : base;
    const unknownField = fc.tuple(base, nasty).map(([value, bad]) => ({ ...value, unknownField: bad }));
    return fc.oneof(replaced, missing, unknownField, nasty);
  }

  private object(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    const properties = (schema.properties ?? {}) as Record<string, unknown>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, value] of Object.entries(properties)) record[key] = this.valid(value, depth + 1);
    const requiredKeys = Object.keys(properties).filter((key) => required.has(key));
    return fc.record(record, { requiredKeys });
  }

  private mergeAll(parts: unknown[]): JsonSchema {
    const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const part of parts.map((candidate) => this.resolve(candidate))) {
      Object.assign(merged.properties as object, part.properties ?? {});
      (merged.required as string[]).push(...((part.required as string[] | undefined) ?? []));
    }
    return merged;
  }

  private string(schema: JsonSchema): fc.Arbitrary<string> {
    const minLength = (schema.minLength as number | undefined) ?? 0;
    const maxLength = Math.min((schema.maxLength as number | undefined) ?? 40, minLength + 60);
    const byFormat: Record<string, fc.Arbitrary<string>> = {
      uuid: fc.uuid({ version: 4 }),
      date: fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
      'date-time': fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
        .map((date) => date.toISOString()),
      email: fc.emailAddress(),
      uri: fc.webUrl(),
    };
    const format = schema.format as string | undefined;
    if (format && byFormat[format]) return byFormat[format];
    if (typeof schema.pattern === 'string') {
      try {
        // Lengths are not enforced on top of a pattern (filtering for them can take forever); a value
        // of the wrong length is one more invalid input the server must refuse with a 400.
        return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
      } catch {
        // A pattern JavaScript cannot compile: fall through to plain text.
      }
    }
    return fc.string({ minLength, maxLength: Math.max(maxLength, minLength) });
  }
}

function bound(schema: JsonSchema, key: 'minimum' | 'maximum', fallback: number): number {
  const exclusive = schema[key === 'minimum' ? 'exclusiveMinimum' : 'exclusiveMaximum'];
  if (typeof exclusive === 'number') return key === 'minimum' ? exclusive + 1 : exclusive - 1;
  const value = schema[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.max(Math.min(value, Number.MAX_SAFE_INTEGER), -Number.MAX_SAFE_INTEGER);
}
