import 'reflect-metadata';
import { QUEUES } from '@portal/contracts';
import { runWorker } from '@portal/server-kit';
import { DiagnosticJobsModule } from '@portal/server-kit/diagnostics';
import { WithdrawnMediaModule } from './consents/withdrawn-media.module';
import { ProcessingModule } from './processing/processing.module';
import { serviceDefinition } from './service-definition';
import { StorageModule } from './storage/storage.module';

void runWorker({
  service: serviceDefinition,
  queues: [QUEUES.mediaProcessing],
  // media.diagnostic stays for the platform's worker-wiring test.
  imports: [StorageModule, ProcessingModule, WithdrawnMediaModule, DiagnosticJobsModule.forJob('media.diagnostic')],
});
