import { Injectable } from '@nestjs/common';
import {
  type Actor,
  type ExportKind,
  type ExportRow,
  TRAINING_SESSION_CSV_COLUMNS,
  WELLNESS_LOG_CSV_COLUMNS,
  trainingSessionCsvCells,
  wellnessLogCsvCells,
} from '@portal/contracts';
import { PlayerAccess } from '@portal/server-kit';
import { TrainingSessionRepository } from '../training-session/training-session.repository';
import { WellnessLogRepository } from '../wellness/wellness-log.repository';
import { CSV_EXPORT_PAGE_ROWS, csvLines } from './csv-export.rules';

interface PageOf<T> {
  items: T[];
  nextCursor: string | null;
}

@Injectable()
export class CsvExportService {
  constructor(
    private readonly sessions: TrainingSessionRepository,
    private readonly wellness: WellnessLogRepository,
    private readonly access: PlayerAccess,
  ) {}

  /**
   * The export as CSV text, newest first: the access check happens here, before any byte, so a player
   * out of the actor's scope is a 404 and nothing else. Rows are read a page at a time only as the
   * reader takes the text, so an export of any length holds one page.
   */
  async open(actor: Actor, kind: ExportKind, playerId: string): Promise<AsyncIterable<string>> {
    await this.access.require(actor, playerId);
    switch (kind) {
      case 'training-sessions':
        return csvLines(
          TRAINING_SESSION_CSV_COLUMNS,
          this.rows(
            (cursor) => this.sessions.page(playerId, { limit: CSV_EXPORT_PAGE_ROWS, before: cursor }, 'after'),
            trainingSessionCsvCells,
          ),
        );
      case 'wellness-logs':
        return csvLines(
          WELLNESS_LOG_CSV_COLUMNS,
          this.rows(
            (cursor) => this.wellness.page(playerId, { limit: CSV_EXPORT_PAGE_ROWS, before: cursor }, 'after'),
            wellnessLogCsvCells,
          ),
        );
    }
  }

  /** Pages in order; the next page is asked for while this one is written and sent (two pages held at most). */
  private async *rows<T>(
    pageAfter: (cursor: string | undefined) => Promise<PageOf<T>>,
    cells: (item: T) => ExportRow,
  ): AsyncGenerator<ExportRow[]> {
    const ask = (cursor: string | undefined): Promise<PageOf<T>> => {
      const page = pageAfter(cursor);
      // Awaited below; until then (or if the reader leaves first) its failure is not an unhandled one.
      page.catch(() => undefined);
      return page;
    };
    let pending: Promise<PageOf<T>> | undefined = ask(undefined);
    while (pending) {
      const page: PageOf<T> = await pending;
      pending = page.nextCursor ? ask(page.nextCursor) : undefined;
      yield page.items.map(cells);
    }
  }
}
