import { decodeCursor, encodeCursor, pageQuerySchema, LIST_PAGE_MAX } from './paging';

describe('paging', () => {
  it('round-trips a cursor, URL-safe, with non-ASCII parts', () => {
    const cursor = encodeCursor(['2026-11-20', '2026-11-20T10:00:00.123456Z', 'Ünïcode/+?']);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, 3)).toEqual(['2026-11-20', '2026-11-20T10:00:00.123456Z', 'Ünïcode/+?']);
  });

  it('refuses cursors it did not write', () => {
    expect(decodeCursor('not base64 json', 3)).toBeUndefined();
    expect(decodeCursor(encodeCursor(['a', 'b']), 3)).toBeUndefined();
    expect(decodeCursor(btoa(JSON.stringify([1, 2, 3])), 3)).toBeUndefined();
  });

  it('bounds the page size', () => {
    expect(pageQuerySchema.parse({ limit: '20' })).toEqual({ limit: 20 });
    expect(pageQuerySchema.safeParse({ limit: String(LIST_PAGE_MAX + 1) }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});
