import 'reflect-metadata';
import { runMigrations } from '@portal/server-kit';
import { serviceDefinition } from './service-definition';

void runMigrations(serviceDefinition).then(() => process.exit(0));
