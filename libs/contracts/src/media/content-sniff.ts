/**
 * What a file is by its first bytes (magic numbers), not by its name or declared type. Pure, so the
 * browser, the gateway and the services agree. `head` should hold at least the first 64 bytes.
 */
export type SniffedKind = { kind: 'video' | 'image'; mime: string; mp4Family: boolean } | null;

const ascii = (head: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...head.subarray(offset, offset + length));

export function sniffContent(head: Uint8Array): SniffedKind {
  if (head.length < 12) return null;
  if (ascii(head, 4, 4) === 'ftyp') {
    const brand = ascii(head, 8, 4);
    if (brand === 'qt  ') return { kind: 'video', mime: 'video/quicktime', mp4Family: true };
    if (/^(heic|heix|mif1|msf1|avif)$/.test(brand)) return { kind: 'image', mime: 'image/heic', mp4Family: false };
    return { kind: 'video', mime: 'video/mp4', mp4Family: true };
  }
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3)
    return { kind: 'video', mime: 'video/webm', mp4Family: false };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'AVI ')
    return { kind: 'video', mime: 'video/x-msvideo', mp4Family: false };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP')
    return { kind: 'image', mime: 'image/webp', mp4Family: false };
  if (head[0] === 0x00 && head[1] === 0x00 && head[2] === 0x01 && (head[3] === 0xba || head[3] === 0xb3))
    return { kind: 'video', mime: 'video/mpeg', mp4Family: false };
  if (head[0] === 0x47 && head.length > 188 && head[188] === 0x47)
    return { kind: 'video', mime: 'video/mp2t', mp4Family: false };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { kind: 'image', mime: 'image/jpeg', mp4Family: false };
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return { kind: 'image', mime: 'image/png', mp4Family: false };
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')
    return { kind: 'image', mime: 'image/gif', mp4Family: false };
  return null;
}

export interface Mp4Box {
  type: string;
  offset: number;
  size: number;
}

/**
 * One top-level MP4 box header at `offset`, read from `header` (at least 16 bytes from there).
 * Size 1 means a 64-bit size follows; 0 means "to the end of the file".
 */
export function parseBoxHeader(header: Uint8Array, offset: number, fileSize: number): Mp4Box | null {
  if (header.length < 8) return null;
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  let size = view.getUint32(0);
  const type = ascii(header, 4, 4);
  if (size === 1) {
    if (header.length < 16) return null;
    size = Number(view.getBigUint64(8));
  } else if (size === 0) {
    size = fileSize - offset;
  }
  if (size < 8 || !/^[\x20-\x7e]{4}$/.test(type)) return null;
  return { type, offset, size };
}

/** True when the movie index (`moov`) comes after the media data (`mdat`): not streamable until faststart. */
export function indexIsAtEnd(boxes: readonly Mp4Box[]): boolean {
  const moov = boxes.findIndex((box) => box.type === 'moov');
  const mdat = boxes.findIndex((box) => box.type === 'mdat');
  return mdat !== -1 && (moov === -1 || mdat < moov);
}
