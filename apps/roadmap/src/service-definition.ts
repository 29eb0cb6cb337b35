import type { ServiceDefinition } from '@portal/server-kit';

export const serviceDefinition: ServiceDefinition = {
  name: 'roadmap',
  migrations: [],
  imports: [],
};
