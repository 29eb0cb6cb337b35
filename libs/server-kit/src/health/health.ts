import { Controller } from '@nestjs/common';
import { type ServiceHealth, type ServiceName } from '@portal/contracts';
import { hostname } from 'node:os';
import { DataSource } from 'typeorm';
import { isDatabaseUp } from '../database';
import { RpcHandler } from '../nats';

type HealthSubject = `${ServiceName}.health.ping`;

/** Builds the `<service>.health.ping` handler: database status, version and which replica answered. */
export function createHealthController(service: ServiceName, version: string): new (dataSource: DataSource) => unknown {
  const subject = `${service}.health.ping` as HealthSubject;

  @Controller()
  class HealthController {
    constructor(private readonly dataSource: DataSource) {}

    @RpcHandler(subject)
    async ping(): Promise<ServiceHealth> {
      const database = (await isDatabaseUp(this.dataSource)) ? 'up' : 'down';
      return {
        service,
        status: database === 'up' ? 'up' : 'down',
        database,
        version,
        instance: `${hostname()}:${process.pid}`,
      };
    }
  }
  return HealthController;
}
