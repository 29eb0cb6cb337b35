import { createHash } from 'node:crypto';
import yauzl from 'yauzl';

export interface ZipEntry {
  name: string;
  size: number;
  sha256: string;
  /** The content of the text files (.txt, .json, .csv). */
  text?: string;
}

/** Every entry of a ZIP file, in order, with its size and SHA-256 (and the text of text files). */
export function readZipEntries(path: string): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (openError, zip) => {
      if (openError || !zip) return reject(openError ?? new Error('no zip'));
      const entries: ZipEntry[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const hash = createHash('sha256');
          const chunks: Buffer[] = [];
          const isText = /\.(txt|json|csv)$/.test(entry.fileName);
          stream.on('data', (chunk: Buffer) => {
            hash.update(chunk);
            if (isText) chunks.push(chunk);
          });
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({
              name: entry.fileName,
              size: entry.uncompressedSize,
              sha256: hash.digest('hex'),
              ...(isText ? { text: Buffer.concat(chunks).toString('utf8') } : {}),
            });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
