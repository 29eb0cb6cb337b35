import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDirectory, selectFilesToPrecompress, worthKeeping } from './precompress';

describe('selectFilesToPrecompress', () => {
  it('picks the text assets of at least 1 KB', () => {
    expect(
      selectFilesToPrecompress([
        { path: 'assets/index-abc.js', size: 394_255 },
        { path: 'assets/index-abc.css', size: 250_221 },
        { path: 'index.html', size: 1_024 },
        { path: 'favicon.svg', size: 2_000 },
        { path: 'assets/tiny.js', size: 1_023 },
        { path: 'assets/photo.png', size: 50_000 },
        { path: 'assets/font.woff2', size: 30_000 },
      ]),
    ).toEqual(['assets/index-abc.css', 'assets/index-abc.js', 'favicon.svg', 'index.html']);
  });

  it('skips compressed copies, dot directories and unknown extensions', () => {
    expect(
      selectFilesToPrecompress([
        { path: 'assets/index-abc.js.br', size: 90_000 },
        { path: 'assets/index-abc.js.gz', size: 100_000 },
        { path: '.vite/manifest.json', size: 5_000 },
        { path: 'assets/.hidden.js', size: 5_000 },
        { path: 'LICENSE', size: 5_000 },
        { path: 'assets/Upper.JS', size: 5_000 },
      ]),
    ).toEqual(['assets/Upper.JS']);
  });
});

describe('worthKeeping', () => {
  it('keeps a copy that saves at least a tenth', () => {
    expect(worthKeeping(1000, 900)).toBe(true);
    expect(worthKeeping(1000, 901)).toBe(false);
  });
});

describe('precompressDirectory', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz copies that decompress to the original', async () => {
    mkdirSync(join(dir, 'assets'));
    const script = 'export const greeting = "hello";\n'.repeat(200);
    writeFileSync(join(dir, 'assets/app.js'), script);
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    const results = await precompressDirectory(dir);
    expect(results.map((result) => result.path)).toEqual(['assets/app.js']);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets/app.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
  });

  it('writes no copy that would not be smaller', async () => {
    writeFileSync(join(dir, 'noise.js'), randomBytes(4096));
    expect(await precompressDirectory(dir)).toEqual([
      { path: 'noise.js', bytes: 4096, brotliBytes: null, gzipBytes: null },
    ]);
    expect(existsSync(join(dir, 'noise.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'noise.js.gz'))).toBe(false);
  });
});
