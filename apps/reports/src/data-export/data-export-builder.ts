import { Inject, Injectable } from '@nestjs/common';
import {
  DATA_EXPORT_LINK_DAYS,
  type ExportPage,
  type ExportRow,
  type PlayerExportFile,
  TRAINING_SESSION_CSV_COLUMNS,
  WELLNESS_LOG_CSV_COLUMNS,
  dataExportDownloadPath,
  dataExportExpiry,
  dataExportReadme,
  exportEntryName,
  parseProfilePhotoUrl,
  profilePhotoKey,
} from '@portal/contracts';
import { MailQueue, type ObjectStorage, RpcClient, csvStream, loadConfigOrExit } from '@portal/server-kit';
import archiver from 'archiver';
import type { Readable } from 'node:stream';
import { AS_REPORTS_SERVICE } from '../directory/identity-directory';
import { ReportFiles } from '../report/report-files';
import { REPORTS_STORAGE } from '../report/report-files.module';
import { reportsEnvSchema } from '../report/reports-config';
import { DataExportRepository } from './data-export.repository';
import { dataExportKey, dataExportReadyMail, playerDisplayName, uniqueEntryNames } from './data-export.rules';

const context = AS_REPORTS_SERVICE;

/** One ZIP entry to write: a text made here, a CSV streamed from tracking's pages, or a stored file. */
type Entry =
  | { name: string; kind: 'text'; text: () => string }
  | { name: string; kind: 'csv'; open: () => Readable }
  | { name: string; kind: 'file'; storageKey: string };

/**
 * Builds one player's data export (issue 25) in the reports worker: that worker already renders and
 * stores the report PDFs and sends every mail, so the export's PDFs, storage and "ready" mail are its
 * own work. Each service gives its area for exactly the one player over NATS (`<service>.player.export-data`,
 * as the reports service); nothing reads another service's tables.
 *
 * It streams: each file is piped from object storage into the ZIP one after another, and the ZIP is
 * piped into object storage as it is made, so neither a video nor the ZIP is ever held in memory.
 */
@Injectable()
export class DataExportBuilder {
  private readonly portalUrl = loadConfigOrExit(reportsEnvSchema, 'reports-worker').PUBLIC_URL;

  constructor(
    private readonly exports: DataExportRepository,
    private readonly rpc: RpcClient,
    private readonly reportFiles: ReportFiles,
    private readonly mail: MailQueue,
    @Inject(REPORTS_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async build(exportId: string): Promise<{ entries: number; sizeBytes: number } | null> {
    const row = await this.exports.find(exportId);
    if (!row || row.status === 'ready') return null;
    const { playerId } = row;
    const [profile, consentHistory, roadmap, tracking, media] = await Promise.all([
      this.rpc.call('identity.player.get', { playerId }, context),
      this.rpc.call('identity.player.consent-history', { playerId }, context),
      this.rpc.call('roadmap.player.export-data', { playerId }, context),
      this.rpc.call('tracking.player.export-data', { playerId }, context),
      this.rpc.call('media.player.export-data', { playerId }, context),
    ]);
    const familyUserIds = [profile.userId, row.requesterRole === 'parent' ? row.requestedBy : null].filter(
      (id): id is string => id !== null,
    );
    const reports = await this.exports.playerTables(playerId, familyUserIds);
    const files = [
      ...media.files,
      ...(await this.storedOnly([
        ...this.reportPdfs(reports),
        ...this.profilePhoto(profile.profilePhotoUrl, playerId),
      ])),
    ];
    const createdAt = row.createdAt.toISOString();
    const playerName = playerDisplayName(profile);
    const counts = { videos: 0, photos: 0, reports: 0 };
    for (const file of files) counts[file.folder] += 1;

    const names = uniqueEntryNames(files.map((file) => exportEntryName(file)));
    const json = (value: unknown) => () => `${JSON.stringify(value, null, 2)}\n`;
    const entries: Entry[] = [
      { name: 'README.txt', kind: 'text', text: () => dataExportReadme({ playerName, createdAt, fileCounts: counts }) },
      { name: 'profile.json', kind: 'text', text: json({ profile, consentHistory }) },
      { name: 'roadmap.json', kind: 'text', text: json(roadmap.tables) },
      { name: 'tracking.json', kind: 'text', text: json(tracking.tables) },
      { name: 'media.json', kind: 'text', text: json(media.tables) },
      { name: 'reports.json', kind: 'text', text: json(reports) },
      {
        name: 'csv/training-sessions.csv',
        kind: 'csv',
        open: () =>
          csvStream(TRAINING_SESSION_CSV_COLUMNS, this.csvRows('tracking.export.training-sessions', playerId)),
      },
      {
        name: 'csv/wellness-logs.csv',
        kind: 'csv',
        open: () => csvStream(WELLNESS_LOG_CSV_COLUMNS, this.csvRows('tracking.export.wellness-logs', playerId)),
      },
      ...files.map((file, index) => ({ name: names[index]!, kind: 'file' as const, storageKey: file.storageKey })),
    ];

    await this.exports.start(exportId, entries.length);
    const key = dataExportKey(exportId);
    try {
      const sizeBytes = await this.writeZip(key, entries, (done) => this.exports.progress(exportId, done));
      const readyAt = new Date();
      await this.exports.ready(exportId, key, sizeBytes, readyAt, dataExportExpiry(readyAt));
      if (row.requesterEmail)
        await this.mail.send(
          dataExportReadyMail({
            exportId,
            to: row.requesterEmail,
            playerName,
            link: `${this.portalUrl.replace(/\/$/, '')}${dataExportDownloadPath(exportId)}`,
            days: DATA_EXPORT_LINK_DAYS,
          }),
        );
      return { entries: entries.length, sizeBytes };
    } catch (error) {
      await this.storage.delete(key).catch(() => undefined);
      await this.exports.failed(exportId, error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  /** The ZIP, written straight into storage while entries are appended one at a time. */
  private async writeZip(
    key: string,
    entries: readonly Entry[],
    progress: (done: number) => Promise<void>,
  ): Promise<number> {
    const archive = archiver('zip', { zlib: { level: 6 } });
    let failure: Error | undefined;
    const failed = new Promise<never>((_, reject) => {
      archive.on('error', (error) => reject((failure = error)));
      archive.on('warning', (error) => reject((failure = error)));
    });
    const stored = this.storage.put(key, archive);
    const storedEarly = stored.then(() => {
      throw new Error('Storage closed the export before it was complete');
    });
    // Either may reject before it is awaited; their failures are raised through the races below.
    failed.catch(() => undefined);
    storedEarly.catch(() => undefined);
    let done = 0;
    for (const entry of entries) {
      if (failure) throw failure;
      const written = new Promise<void>((resolve) => archive.once('entry', () => resolve()));
      if (entry.kind === 'text') archive.append(entry.text(), { name: entry.name });
      else if (entry.kind === 'csv') archive.append(entry.open(), { name: entry.name });
      else {
        const { stream } = await this.storage.get(entry.storageKey);
        // Videos and photos are compressed already: stored as they are, byte for byte.
        archive.append(stream, { name: entry.name, store: true });
      }
      await Promise.race([written, failed, storedEarly]);
      done += 1;
      await progress(done);
    }
    await Promise.race([archive.finalize(), failed]);
    const info = await Promise.race([stored, failed]);
    return info.size;
  }

  private async *csvRows(
    subject: 'tracking.export.training-sessions' | 'tracking.export.wellness-logs',
    playerId: string,
  ): AsyncGenerator<ExportRow> {
    let after: string | undefined;
    do {
      const page: ExportPage = await this.rpc.call(subject, { playerId, after }, context);
      yield* page.rows;
      after = page.nextCursor ?? undefined;
    } while (after);
  }

  private reportPdfs(tables: Record<string, unknown[]>): PlayerExportFile[] {
    return (tables['reports'] ?? []).map((row) => {
      const report = row as { id: string; period_number: number };
      return {
        storageKey: this.reportFiles.storageKey(report.id),
        folder: 'reports' as const,
        name: `progress-report-period-${report.period_number}`,
        id: report.id,
        extension: 'pdf',
      };
    });
  }

  private profilePhoto(url: string | null, playerId: string): PlayerExportFile[] {
    const photo = url ? parseProfilePhotoUrl(url) : null;
    if (!photo) return [];
    return [
      {
        storageKey: profilePhotoKey(photo.owner, photo.version),
        folder: 'photos',
        name: 'profile-photo',
        id: playerId,
        extension: 'webp',
      },
    ];
  }

  /** Files whose object exists (a report row whose PDF was never stored is left out, not a failure). */
  private async storedOnly(files: readonly PlayerExportFile[]): Promise<PlayerExportFile[]> {
    const present = await Promise.all(files.map((file) => this.storage.stat(file.storageKey)));
    return files.filter((_, index) => present[index] !== null);
  }
}
