import type { ServiceDefinition } from '@portal/server-kit';
import { diagnosticRunsMigration } from '@portal/server-kit/diagnostics';
import { CallEventsModule } from './calls/calls.module';
import { CreateSentMails1763700000500 } from './database/migrations/1763700000500-create-sent-mails';

export const serviceDefinition: ServiceDefinition = {
  name: 'reports',
  migrations: [diagnosticRunsMigration('reports'), CreateSentMails1763700000500],
  imports: [CallEventsModule],
};
