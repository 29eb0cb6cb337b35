import { Module } from '@nestjs/common';
import { CsvExportReader } from './csv-export.reader';
import { CsvExportService } from './csv-export.service';
import { CsvExportStreamHost } from './csv-export.stream-host';

/** CSV exports streamed whole to the gateway (server-kit's rpc-stream), not page by page. */
@Module({
  providers: [CsvExportReader, CsvExportService, CsvExportStreamHost],
})
export class CsvExportModule {}
