import { type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { parseOrThrow } from '@portal/server-kit';
import { z } from 'zod';

/**
 * `@Body(new ZodValidation(schema))`: the contracts schema decides; a bad body is a 400 naming the
 * field. On one named path or query value (`@Param('id', new ZodValidation(idSchema))`) the 400
 * names that value (`id`), not the body.
 */
export class ZodValidation<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}
  transform(value: unknown, metadata?: ArgumentMetadata): z.output<S> {
    const name = metadata?.type !== 'body' ? metadata?.data : undefined;
    if (name) return parseOrThrow(z.object({ [name]: this.schema }), { [name]: value })[name] as z.output<S>;
    return parseOrThrow(this.schema, value ?? {});
  }
}
