import { Injectable } from '@nestjs/common';
import type { Actor, ExportKind } from '@portal/contracts';
import { PlayerAccess } from '@portal/server-kit';
import { CsvExportReader } from './csv-export.reader';
import { csvLines } from './csv-export.rules';

@Injectable()
export class CsvExportService {
  constructor(
    private readonly reader: CsvExportReader,
    private readonly access: PlayerAccess,
  ) {}

  /**
   * The export as CSV text, newest first: the access check happens here, before any byte, so a player
   * out of the actor's scope is a 404 and nothing else. Rows are read a page at a time only as the
   * reader takes the text, so an export of any length holds one page.
   */
  async open(actor: Actor, kind: ExportKind, playerId: string): Promise<AsyncIterable<string>> {
    await this.access.require(actor, playerId);
    return csvLines(this.reader.header(kind), this.reader.pages(kind, playerId));
  }
}
