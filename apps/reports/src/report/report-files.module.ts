import { Module } from '@nestjs/common';
import {
  CONFIG,
  type ObjectStorage,
  type ServiceConfig,
  createObjectStorage,
  loadConfigOrExit,
  storageEnvSchema,
} from '@portal/server-kit';
import { ReportFiles } from './report-files';

/** The reports service's handle on the shared object storage (STORAGE_DRIVER local or s3). */
export const REPORTS_STORAGE = Symbol('REPORTS_STORAGE');

@Module({
  providers: [
    {
      provide: REPORTS_STORAGE,
      useFactory: (config: ServiceConfig): ObjectStorage =>
        createObjectStorage(loadConfigOrExit(storageEnvSchema, 'reports'), config.PORTAL_NAMESPACE),
      inject: [CONFIG],
    },
    {
      provide: ReportFiles,
      useFactory: (storage: ObjectStorage) => new ReportFiles(storage),
      inject: [REPORTS_STORAGE],
    },
  ],
  exports: [ReportFiles, REPORTS_STORAGE],
})
export class ReportFilesModule {}
