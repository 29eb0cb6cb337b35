// The floor of bench:api, gateway half: NestJS on Fastify, routes that ask the floor service over
// NATS request/reply (Nest's ClientProxy) and returns its JSON. No session, cookie, CSRF, rate limit,
// validation, metrics or logging.
// `/floor/sequences/:name` sends one of the sequences file's statement sequences (name → {parallel,
// transaction}) to the service's `<subject>.sequence`, as a portal handler would run them.
//   node floor-gateway.mjs <natsUrl> <subject> [pages JSON file] [sequences JSON file]  → prints the port it listens on
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { Controller, Get, Inject, Module, Param } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ClientsModule, Transport } from '@nestjs/microservices';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { firstValueFrom } from 'rxjs';

const [natsUrl, subject, pagesFile, sequencesFile] = process.argv.slice(2);
/** bench:club's pages as the floor serves them: name → the page's own SQL and parameters. */
const pages = pagesFile ? JSON.parse(readFileSync(pagesFile, 'utf8')) : {};
/** bench:calls's statement sequences: name → {parallel: [{sql, params}], transaction: [{sql, params}]}. */
const sequences = sequencesFile ? JSON.parse(readFileSync(sequencesFile, 'utf8')) : {};
const FLOOR_CLIENT = 'FLOOR_CLIENT';

class FloorController {
  constructor(client) {
    this.client = client;
  }
  read(id) {
    return firstValueFrom(this.client.send(subject, id));
  }
  page(name) {
    return firstValueFrom(this.client.send(`${subject}.sql`, pages[name]));
  }
  sequence(name) {
    return firstValueFrom(this.client.send(`${subject}.sequence`, sequences[name]));
  }
}
Controller('floor')(FloorController);
Inject(FLOOR_CLIENT)(FloorController, undefined, 0);
Reflect.defineMetadata('design:paramtypes', [Object], FloorController);
const read = Object.getOwnPropertyDescriptor(FloorController.prototype, 'read');
Get('users/:id')(FloorController.prototype, 'read', read);
Param('id')(FloorController.prototype, 'read', 0);
const page = Object.getOwnPropertyDescriptor(FloorController.prototype, 'page');
Get('pages/:name')(FloorController.prototype, 'page', page);
Param('name')(FloorController.prototype, 'page', 0);
const sequence = Object.getOwnPropertyDescriptor(FloorController.prototype, 'sequence');
Get('sequences/:name')(FloorController.prototype, 'sequence', sequence);
Param('name')(FloorController.prototype, 'sequence', 0);

class FloorModule {}
Module({
  imports: [
    ClientsModule.register([{ name: FLOOR_CLIENT, transport: Transport.NATS, options: { servers: [natsUrl] } }]),
  ],
  controllers: [FloorController],
})(FloorModule);

const app = await NestFactory.create(FloorModule, new FastifyAdapter(), { logger: false });
await app.listen(0, '127.0.0.1');
console.log(new URL(await app.getUrl()).port);
process.on('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
