import { type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { parseOrThrow } from '@portal/server-kit';
import { z } from 'zod';

/**
 * `@Body(new ZodValidation(schema))`: the contracts schema decides; a bad body is a 400 naming the
 * field. On one named path or query value (`@Param('id', new ZodValidation(idSchema))`) the 400
 * names that value (`id`), not the body.
 */
export class ZodValidation<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  /**
   * The `{ [name]: schema }` wrapper per value name, built once: zod compiles an object schema on its
   * first parse, so a wrapper built per request cost ~44 µs per named value, against ~1 µs reused.
   */
  private readonly named = new Map<string, z.ZodObject>();

  constructor(private readonly schema: S) {}

  transform(value: unknown, metadata?: ArgumentMetadata): z.output<S> {
    const name = metadata?.type !== 'body' ? metadata?.data : undefined;
    if (name) return parseOrThrow(this.namedSchema(name), { [name]: value })[name] as z.output<S>;
    return parseOrThrow(this.schema, value ?? {});
  }

  private namedSchema(name: string): z.ZodObject {
    let schema = this.named.get(name);
    if (!schema) {
      schema = z.object({ [name]: this.schema });
      this.named.set(name, schema);
    }
    return schema;
  }
}
