import { Module } from '@nestjs/common';
import { DataExportRequestedConsumer } from './data-export-requested.consumer';
import { DataExportRepository } from './data-export.repository';
import { DataExportsController } from './data-exports.controller';
import { DataExportsService } from './data-exports.service';

/** The service side of data exports: ask, status, where the ZIP is; the event that queues the build. */
@Module({
  controllers: [DataExportsController],
  providers: [DataExportRepository, DataExportsService, DataExportRequestedConsumer],
})
export class DataExportModule {}
