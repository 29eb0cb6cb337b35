import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where report PDFs live. A port of its own so the shared object-storage interface (being added to
 * libs/server-kit/src/storage on the media branch) replaces the local adapter at merge.
 */
export abstract class ReportFiles {
  /** Stores (or replaces) the report's PDF. */
  abstract save(reportId: string, pdf: Buffer): Promise<void>;
  abstract read(reportId: string): Promise<Buffer>;
  abstract open(reportId: string): Promise<Readable>;
  /** The key a mail attachment names (`storageKey`) for this report's PDF. */
  storageKey(reportId: string): string {
    return `reports/${reportId}.pdf`;
  }
  /** The report id of a storage key, or undefined when the key is not a report's. */
  reportIdOf(storageKey: string): string | undefined {
    return /^reports\/([0-9a-f-]{36})\.pdf$/.exec(storageKey)?.[1];
  }
}

/** Files under REPORTS_DATA_DIR; written beside and renamed, so a reader never sees half a file. */
export class LocalDiskReportFiles extends ReportFiles {
  constructor(private readonly directory: string) {
    super();
  }

  private path(reportId: string): string {
    if (!/^[0-9a-f-]{36}$/.test(reportId)) throw new Error(`Not a report id: ${reportId}`);
    return join(this.directory, `${reportId}.pdf`);
  }

  async save(reportId: string, pdf: Buffer): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const path = this.path(reportId);
    await writeFile(`${path}.partial`, pdf);
    await rename(`${path}.partial`, path);
  }

  read(reportId: string): Promise<Buffer> {
    return readFile(this.path(reportId));
  }

  async open(reportId: string): Promise<Readable> {
    const path = this.path(reportId);
    await readFile(path, { flag: 'r' }).then(() => undefined); // fails early (ENOENT) rather than mid-send
    return createReadStream(path);
  }
}
