import { type PipeTransform } from '@nestjs/common';
import { parseOrThrow } from '@portal/server-kit';
import type { z } from 'zod';

/** `@Body(new ZodValidation(schema))`: the contracts schema decides; a bad body is a 400 naming the field. */
export class ZodValidation<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}
  transform(value: unknown): z.output<S> {
    return parseOrThrow(this.schema, value ?? {});
  }
}
