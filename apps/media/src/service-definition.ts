import type { ServiceDefinition } from '@portal/server-kit';
import { diagnosticRunsMigration } from '@portal/server-kit/diagnostics';

export const serviceDefinition: ServiceDefinition = {
  name: 'media',
  migrations: [diagnosticRunsMigration('media')],
  imports: [],
};
