import 'reflect-metadata';
import { QUEUES } from '@portal/contracts';
import { runWorker } from '@portal/server-kit';
import { DiagnosticJobsModule } from '@portal/server-kit/diagnostics';
import { serviceDefinition } from './service-definition';

void runWorker({
  service: serviceDefinition,
  queues: [QUEUES.mediaProcessing],
  imports: [DiagnosticJobsModule.forJob('media.diagnostic')],
});
