import { type Mp4Box, parseBoxHeader } from '@portal/contracts';
import type { ObjectStorage } from '@portal/server-kit';

/** Reads the top-level MP4 box headers with small range reads (16 bytes each, at most `limit` boxes). */
export async function readTopLevelBoxes(
  storage: ObjectStorage,
  key: string,
  size: number,
  limit = 32,
): Promise<Mp4Box[]> {
  const boxes: Mp4Box[] = [];
  let offset = 0;
  while (offset + 8 <= size && boxes.length < limit) {
    const read = await storage.get(key, { start: offset, end: Math.min(offset + 15, size - 1) });
    const chunks: Buffer[] = [];
    for await (const chunk of read.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    const box = parseBoxHeader(Buffer.concat(chunks), offset, size);
    if (!box) break;
    boxes.push(box);
    offset += box.size;
  }
  return boxes;
}
