import { DiagnosticRun, type ServiceDefinition, diagnosticRunsMigration } from '@portal/server-kit';

export const serviceDefinition: ServiceDefinition = {
  name: 'media',
  entities: [DiagnosticRun],
  migrations: [diagnosticRunsMigration('media')],
  imports: [],
};
