import { Module } from '@nestjs/common';
import { ProgressDataModule } from '../progress/progress-data.module';
import { CsvExportService } from './csv-export.service';
import { CsvExportStreamHost } from './csv-export.stream-host';

/** CSV exports streamed whole to the gateway (server-kit's rpc-stream), not page by page. */
@Module({
  imports: [ProgressDataModule],
  providers: [CsvExportService, CsvExportStreamHost],
})
export class CsvExportModule {}
