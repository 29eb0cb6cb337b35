import type { ObjectStorage } from './object-storage';

/** Reads a whole small object (a few KB of a file's head) into memory: for content sniffing only. */
export async function readObjectHead(storage: ObjectStorage, key: string, bytes: number): Promise<Buffer> {
  const info = await storage.stat(key);
  if (!info || info.size === 0) return Buffer.alloc(0);
  const read = await storage.get(key, { start: 0, end: Math.min(bytes, info.size) - 1 });
  const chunks: Buffer[] = [];
  for await (const chunk of read.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
