import { contentDispositionOf, servedTypeForMime, servedTypeOf } from './served-type';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

const DOWNLOAD = { contentType: 'application/octet-stream', disposition: 'attachment' };

describe('servedTypeOf: the served type comes from the bytes and the allow-list', () => {
  it('serves MP4, QuickTime, WebM, JPEG, PNG, WebP and PDF inline', () => {
    const inline = (contentType: string) => ({ contentType, disposition: 'inline' });
    expect(servedTypeOf(bytes([0, 0, 0, 32], 'ftypisom', [0, 0, 2, 0]))).toEqual(inline('video/mp4'));
    expect(servedTypeOf(bytes([0, 0, 0, 20], 'ftypqt  ', [0, 0, 0, 0]))).toEqual(inline('video/quicktime'));
    expect(servedTypeOf(bytes([0x1a, 0x45, 0xdf, 0xa3], [0, 0, 0, 0, 0, 0, 0, 0]))).toEqual(inline('video/webm'));
    expect(servedTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0], [0, 0, 0, 0, 0, 0, 0, 0]))).toEqual(inline('image/jpeg'));
    expect(servedTypeOf(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 0]))).toEqual(inline('image/png'));
    expect(servedTypeOf(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toEqual(inline('image/webp'));
    expect(servedTypeOf(bytes('%PDF-1.7\n%\xe2\xe3'))).toEqual(inline('application/pdf'));
  });

  it('serves a script or page hidden behind image magic as a download, whatever was declared', () => {
    expect(servedTypeOf(bytes('GIF89a<html><script>fetch("/api/x")</script></html>'))).toEqual(DOWNLOAD);
    expect(servedTypeOf(bytes('GIF89a=1;fetch("/api/videos")//'))).toEqual(DOWNLOAD);
    expect(servedTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'))).toEqual(DOWNLOAD);
    expect(servedTypeOf(bytes('<!doctype html><html><body>hello</body></html>'))).toEqual(DOWNLOAD);
  });

  it('serves formats outside the allow-list, text, short and empty files as a download', () => {
    expect(servedTypeOf(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0]))).toEqual(DOWNLOAD);
    expect(servedTypeOf(bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'))).toEqual(DOWNLOAD);
    expect(servedTypeOf(bytes('This is a text file.'))).toEqual(DOWNLOAD);
    expect(servedTypeOf(bytes('%PDF'))).toEqual(DOWNLOAD);
    expect(servedTypeOf(new Uint8Array(0))).toEqual(DOWNLOAD);
  });

  it('an MP4 header in front of markup is served as video, which a browser never runs', () => {
    const polyglot = bytes([0, 0, 0, 24], 'ftypisom', [0, 0, 0, 0], '<svg><script>alert(1)</script></svg>');
    expect(servedTypeOf(polyglot)).toEqual({ contentType: 'video/mp4', disposition: 'inline' });
  });
});

describe('servedTypeForMime: a type the server decided is still held to the allow-list', () => {
  it('keeps allow-listed types, without parameters and in any case', () => {
    expect(servedTypeForMime('video/webm')).toEqual({ contentType: 'video/webm', disposition: 'inline' });
    expect(servedTypeForMime('Image/JPEG; charset=binary')).toEqual({
      contentType: 'image/jpeg',
      disposition: 'inline',
    });
  });

  it('turns anything else into a download', () => {
    for (const mime of ['text/html', 'image/svg+xml', 'text/javascript', 'image/gif', 'video/x-msvideo', '', null])
      expect(servedTypeForMime(mime)).toEqual(DOWNLOAD);
  });
});

describe('contentDispositionOf', () => {
  it('names the file with safe characters only', () => {
    expect(contentDispositionOf({ contentType: 'video/mp4', disposition: 'inline' }, 'clip.mp4')).toBe(
      'inline; filename="clip.mp4"',
    );
    expect(contentDispositionOf(servedTypeForMime('text/html'), 'a"b\r\n.html')).toBe(
      'attachment; filename="a_b__.html"',
    );
    expect(contentDispositionOf(servedTypeForMime('text/html'))).toBe('attachment');
  });
});
