import { indexIsAtEnd, parseBoxHeader, sniffContent } from './content-sniff';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('sniffContent', () => {
  it('recognizes MP4 and QuickTime by their ftyp box, whatever the name says', () => {
    expect(sniffContent(bytes([0, 0, 0, 32], 'ftypisom', [0, 0, 2, 0]))).toEqual({
      kind: 'video',
      mime: 'video/mp4',
      mp4Family: true,
    });
    expect(sniffContent(bytes([0, 0, 0, 20], 'ftypqt  ', [0, 0, 0, 0]))).toMatchObject({
      mime: 'video/quicktime',
      mp4Family: true,
    });
  });

  it('recognizes WebM, JPEG and PNG; text is nothing', () => {
    expect(sniffContent(bytes([0x1a, 0x45, 0xdf, 0xa3], [0, 0, 0, 0, 0, 0, 0, 0]))).toMatchObject({
      kind: 'video',
      mime: 'video/webm',
    });
    expect(sniffContent(bytes([0xff, 0xd8, 0xff, 0xe0], [0, 0, 0, 0, 0, 0, 0, 0]))).toMatchObject({
      kind: 'image',
      mime: 'image/jpeg',
    });
    expect(sniffContent(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 0]))).toMatchObject({
      kind: 'image',
      mime: 'image/png',
    });
    expect(sniffContent(bytes('This is a text file.'))).toBeNull();
    expect(sniffContent(bytes('short'))).toBeNull();
  });
});

describe('MP4 box headers', () => {
  it('reads 32-bit, 64-bit and to-the-end sizes', () => {
    expect(parseBoxHeader(bytes([0, 0, 0, 24], 'ftyp'), 0, 1000)).toEqual({ type: 'ftyp', offset: 0, size: 24 });
    expect(parseBoxHeader(bytes([0, 0, 0, 1], 'mdat', [0, 0, 0, 1, 0, 0, 0, 0]), 24, 1e10)).toEqual({
      type: 'mdat',
      offset: 24,
      size: 4294967296,
    });
    expect(parseBoxHeader(bytes([0, 0, 0, 0], 'mdat'), 100, 1000)).toEqual({ type: 'mdat', offset: 100, size: 900 });
    expect(parseBoxHeader(bytes([0, 0, 0, 4], 'ftyp'), 0, 1000)).toBeNull();
  });

  it('says the index is at the end when mdat comes before moov', () => {
    const box = (type: string) => ({ type, offset: 0, size: 8 });
    expect(indexIsAtEnd([box('ftyp'), box('mdat'), box('moov')])).toBe(true);
    expect(indexIsAtEnd([box('ftyp'), box('moov'), box('mdat')])).toBe(false);
    expect(indexIsAtEnd([box('ftyp'), box('free')])).toBe(false);
  });
});
