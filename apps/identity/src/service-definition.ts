import type { ServiceDefinition } from '@portal/server-kit';

export const serviceDefinition: ServiceDefinition = {
  name: 'identity',
  entities: [],
  migrations: [],
  imports: [],
};
