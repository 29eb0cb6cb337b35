import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  CONFIG,
  LOGGER,
  NATS_CONNECTION,
  RpcStreamServer,
  type ServiceConfig,
  actorTokensFromConfig,
} from '@portal/server-kit';
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { CsvExportService } from './csv-export.service';

/** Serves `tracking.export.csv` as a stream on tracking's own NATS connection, next to its RPC handlers. */
@Injectable()
export class CsvExportStreamHost implements OnModuleInit, OnModuleDestroy {
  private server?: RpcStreamServer;

  constructor(
    @Inject(NATS_CONNECTION) private readonly connection: NatsConnection,
    @Inject(CONFIG) private readonly config: ServiceConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly exports: CsvExportService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.server = new RpcStreamServer({
      connection: this.connection,
      namespace: this.config.PORTAL_NAMESPACE,
      service: 'tracking',
      logger: this.logger,
      actorTokens: actorTokensFromConfig(this.config, this.logger),
      creditSubject: 'tracking.stream.credit',
    });
    this.server.serve('tracking.export.csv', (call) =>
      this.exports.open(call.actor, call.data.kind, call.data.playerId),
    );
    // The server knows the subscriptions before the service says it is ready.
    await this.connection.flush();
  }

  async onModuleDestroy(): Promise<void> {
    await this.server?.close();
  }
}
