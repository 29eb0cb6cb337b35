import 'reflect-metadata';
import { runService } from '@portal/server-kit';
import { serviceDefinition } from './service-definition';

void runService(serviceDefinition);
