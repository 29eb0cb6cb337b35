// The floor of bench:api, service half: a NestJS microservice on NATS request/reply (Nest's own NATS
// transport) answering one key read from PostgreSQL, with no actor token, validation, scope check,
// outbox or logging: what the design itself costs per request, without our platform code.
// `<subject>.sql` answers one statement (a page's own SQL); `<subject>.sequence` runs several, as a
// service's handler does: some reads in parallel, then a transaction, committed.
//   node floor-service.mjs <natsUrl> <postgresUrl> <subject>  → prints "ready" once subscribed
// Plain JavaScript, so decorators are applied as functions (the bench runs without a build step).
import 'reflect-metadata';
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Transport } from '@nestjs/microservices';
import pg from 'pg';
import { runSequence } from './sequence.mjs';

const [natsUrl, postgresUrl, subject] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: postgresUrl, max: 10 });

class FloorController {
  async read(id) {
    const { rows } = await pool.query(
      'SELECT id, email, first_name, last_name, role FROM identity.users WHERE id = $1',
      [id],
    );
    const row = rows[0];
    return row
      ? { id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, role: row.role }
      : null;
  }

  /** bench:club's floor: the page's own SQL, sent by the floor gateway, answered as rows. */
  async query({ sql, params }) {
    return (await pool.query(sql, params)).rows;
  }

  /** bench:calls's floor of a handler's statements, run as its bare SQL row runs them (sequence.mjs). */
  sequence(sequence) {
    return runSequence(pool, sequence);
  }
}
Controller()(FloorController);
const read = Object.getOwnPropertyDescriptor(FloorController.prototype, 'read');
MessagePattern(subject)(FloorController.prototype, 'read', read);
const query = Object.getOwnPropertyDescriptor(FloorController.prototype, 'query');
MessagePattern(`${subject}.sql`)(FloorController.prototype, 'query', query);
const sequence = Object.getOwnPropertyDescriptor(FloorController.prototype, 'sequence');
MessagePattern(`${subject}.sequence`)(FloorController.prototype, 'sequence', sequence);

class FloorModule {}
Module({ controllers: [FloorController] })(FloorModule);

const app = await NestFactory.createMicroservice(FloorModule, {
  transport: Transport.NATS,
  options: { servers: [natsUrl] },
  logger: false,
});
await app.listen();
console.log('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
