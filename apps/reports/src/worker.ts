import 'reflect-metadata';
import { JOBS, QUEUES } from '@portal/contracts';
import { DiagnosticProcessorsModule, runWorker } from '@portal/server-kit';
import { serviceDefinition } from './service-definition';

void runWorker({
  service: serviceDefinition,
  queue: QUEUES.reports,
  processorsModule: DiagnosticProcessorsModule.forJob(JOBS.reportsDiagnostic),
});
