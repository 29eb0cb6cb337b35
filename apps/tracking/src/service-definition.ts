import type { ServiceDefinition } from '@portal/server-kit';

export const serviceDefinition: ServiceDefinition = {
  name: 'tracking',
  entities: [],
  migrations: [],
  imports: [],
};
