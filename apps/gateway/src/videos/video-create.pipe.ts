import type { PipeTransform } from '@nestjs/common';
import { simpleVideoCreateSchema, statusVideoCreateSchema, videoCreateSchema } from '@portal/contracts';
import { parseOrThrow } from '@portal/server-kit';
import { z } from 'zod';

/**
 * POST /api/videos takes either reading of spec §7. `schema` lists the bodies it accepts (what route
 * inventories and generated-input tests read); validation picks the reading by the presence of
 * `fileUrl`, so a bad body's errors name the fields of that reading instead of a union failure.
 */
export class VideoCreateValidation implements PipeTransform<unknown, z.output<typeof videoCreateSchema>> {
  readonly schema = z.union([simpleVideoCreateSchema, statusVideoCreateSchema]);

  transform(value: unknown): z.output<typeof videoCreateSchema> {
    return parseOrThrow(videoCreateSchema, value ?? {});
  }
}
