import { z } from 'zod';

/** Largest page a list call returns when the client asks for one (`?limit=`). */
export const LIST_PAGE_MAX = 200;
/**
 * Ceiling of a list call made without paging parameters (the spec's clients expect a plain array):
 * the newest items up to this many. A client that needs more pages with `?limit=&before=`.
 */
export const UNPAGED_LIST_CEILING = 1000;

/** An opaque position in a list: the sort key and id of the last item a page returned. */
export const listCursorSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor');

export const pageQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX),
    before: listCursorSchema.optional(),
  })
  .strict();
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
export interface Page<T> {
  items: T[];
  /** Pass as `before` to read the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** Encodes `[sortKey..., id]` as URL-safe base64 JSON. */
export function encodeCursor(parts: readonly string[]): string {
  const json = JSON.stringify(parts);
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The parts of a cursor, or undefined when it is not one this code wrote with `size` parts. */
export function decodeCursor(cursor: string, size: number): string[] | undefined {
  try {
    const binary = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const parts: unknown = JSON.parse(json);
    if (!Array.isArray(parts) || parts.length !== size || !parts.every((part) => typeof part === 'string')) {
      return undefined;
    }
    return parts as string[];
  } catch {
    return undefined;
  }
}
