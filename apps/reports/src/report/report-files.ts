import { Readable } from 'node:stream';
import type { ObjectStorage } from '@portal/server-kit';

/** Where report PDFs live: the portal's one object storage (local disk or S3), under `reports/`. */
export class ReportFiles {
  constructor(private readonly storage: ObjectStorage) {}

  /** The key a mail attachment names (`storageKey`) for this report's PDF. */
  storageKey(reportId: string): string {
    if (!/^[0-9a-f-]{36}$/.test(reportId)) throw new Error(`Not a report id: ${reportId}`);
    return `reports/${reportId}.pdf`;
  }

  /** Stores (or replaces) the report's PDF; a regenerated report keeps its key. */
  async save(reportId: string, pdf: Buffer): Promise<void> {
    await this.storage.put(this.storageKey(reportId), Readable.from([pdf]));
  }

  /** Deletes the report's PDF (a missing one is no error): a player's erasure. */
  async delete(reportId: string): Promise<void> {
    await this.storage.delete(this.storageKey(reportId));
  }

  /** The whole PDF (a report is tens of KB; the gateway receives it over NATS, capped). */
  async read(reportId: string): Promise<Buffer> {
    const { stream } = await this.storage.get(this.storageKey(reportId));
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
}
