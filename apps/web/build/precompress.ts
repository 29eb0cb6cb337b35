import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Below this a compressed copy saves less than a network packet. */
export const MIN_COMPRESS_BYTES = 1024;
/** A copy is kept only when it is at most this fraction of the original. */
export const MAX_COMPRESSED_RATIO = 0.9;

export interface BuiltFile {
  /** Path relative to the output directory, with '/' separators. */
  path: string;
  size: number;
}

/**
 * The files to build `.br` and `.gz` copies of: compressible text of at least MIN_COMPRESS_BYTES,
 * not in a dot directory (Vite's `.vite/manifest.json` is never served) and not a copy itself.
 */
export function selectFilesToPrecompress(files: readonly BuiltFile[]): string[] {
  return files
    .filter(({ path, size }) => {
      if (size < MIN_COMPRESS_BYTES) return false;
      if (path.split('/').some((part) => part.startsWith('.'))) return false;
      return COMPRESSIBLE_EXTENSIONS.has(extname(path).toLowerCase());
    })
    .map(({ path }) => path)
    .sort();
}

/** Whether a compressed copy is worth serving instead of the original. */
export function worthKeeping(originalBytes: number, compressedBytes: number): boolean {
  return compressedBytes <= originalBytes * MAX_COMPRESSED_RATIO;
}

async function listFiles(root: string, dir = root): Promise<BuiltFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry): Promise<BuiltFile[]> => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(root, full);
      if (!entry.isFile()) return [];
      return [{ path: relative(root, full).split(sep).join('/'), size: (await stat(full)).size }];
    }),
  );
  return nested.flat();
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrecompressResult {
  path: string;
  bytes: number;
  brotliBytes: number | null;
  gzipBytes: number | null;
}

/** Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside each selected file. */
export async function precompressDirectory(outDir: string): Promise<PrecompressResult[]> {
  const selected = selectFilesToPrecompress(await listFiles(outDir));
  return Promise.all(
    selected.map(async (path) => {
      const file = join(outDir, path);
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const keepBr = worthKeeping(content.length, br.length);
      const keepGz = worthKeeping(content.length, gz.length);
      await Promise.all([keepBr && writeFile(`${file}.br`, br), keepGz && writeFile(`${file}.gz`, gz)]);
      return {
        path,
        bytes: content.length,
        brotliBytes: keepBr ? br.length : null,
        gzipBytes: keepGz ? gz.length : null,
      };
    }),
  );
}

/**
 * Vite build plugin: once the bundle and the public files are written, build brotli and gzip copies
 * that the gateway serves as they are (@fastify/static `preCompressed`), so nothing is compressed
 * per request and nothing is sent uncompressed.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      if (config.build.outDir.startsWith('/')) outDir = config.build.outDir;
    },
    async closeBundle() {
      const results = await precompressDirectory(outDir);
      const total = results.reduce((sum, result) => sum + result.bytes, 0);
      const brTotal = results.reduce((sum, result) => sum + (result.brotliBytes ?? result.bytes), 0);
      this.info(`precompressed ${results.length} files: ${total} bytes, ${brTotal} bytes as brotli`);
    },
  };
}
