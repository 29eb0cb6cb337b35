import 'reflect-metadata';
import { QUEUES } from '@portal/contracts';
import { runWorker } from '@portal/server-kit';
import { DiagnosticJobsModule } from '@portal/server-kit/diagnostics';
import { ProcessingModule } from './processing/processing.module';
import { serviceDefinition } from './service-definition';
import { StorageModule } from './storage/storage.module';

void runWorker({
  service: serviceDefinition,
  queues: [QUEUES.mediaProcessing],
  // media.diagnostic stays for the platform's worker-wiring test.
  imports: [StorageModule, ProcessingModule, DiagnosticJobsModule.forJob('media.diagnostic')],
});
