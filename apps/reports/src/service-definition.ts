import { DiagnosticRun, type ServiceDefinition, diagnosticRunsMigration } from '@portal/server-kit';

export const serviceDefinition: ServiceDefinition = {
  name: 'reports',
  entities: [DiagnosticRun],
  migrations: [diagnosticRunsMigration('reports')],
  imports: [],
};
