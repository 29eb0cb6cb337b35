import {
  type DynamicModule,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
  type BeforeApplicationShutdown,
} from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../database';
import { closeOnShutdown } from './closers';
import {
  DEFAULT_RELAY_OPTIONS,
  EVENT_CONSUMERS_OPTIONS,
  EventConsumersHost,
  type EventConsumersOptions,
  JetStreamPublisher,
  OutboxRelay,
  OutboxWriter,
  PgEventIdempotencyStore,
  PgOutboxStore,
  ensureEventStream,
} from '../events';
import { JobQueues, redisConnection } from '../jobs';
import { addGaugeSource, metricsEnabled } from '../metrics';
import { MailQueue } from '../mail';
import { createHealthController } from '../health';
import { createScopeAwaitController } from '../scope/scope-await.controller';
import { ScopeModule } from '../scope/scope.module';
import { RpcClient, actorTokensFromConfig, connectNats, natsClientSecurity } from '../nats';
import type { ServiceConfig } from './service-config';
import { type ServiceDefinition, databaseOptionsOf } from './service-definition';
import { LOGGER, NATS_CONNECTION, CONFIG } from './tokens';

/** Runs the outbox relay for the lifetime of the process and flushes it on shutdown. */
@Injectable()
export class OutboxRelayHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private relay?: OutboxRelay;
  private stopReportingBacklog?: () => void;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(NATS_CONNECTION) private readonly connection: NatsConnection,
    @Inject(CONFIG) private readonly config: ServiceConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly writer: OutboxWriter,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await ensureEventStream(this.connection, this.config.PORTAL_NAMESPACE);
    const store = new PgOutboxStore(this.dataSource, this.writer.schemaName);
    if (metricsEnabled()) this.stopReportingBacklog = reportOutboxBacklog(store, this.writer.schemaName);
    this.relay = new OutboxRelay(
      store,
      new JetStreamPublisher(this.connection, this.config.PORTAL_NAMESPACE),
      this.logger.child({ component: 'outbox-relay' }),
      { ...DEFAULT_RELAY_OPTIONS, pollIntervalMs: this.config.OUTBOX_POLL_MS },
    );
    this.relay.start();
  }

  /** Before the database pool and NATS close (their own shutdown hooks), so the last pass can finish. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopReportingBacklog?.();
    await this.relay?.stop();
    // Publish what the last requests wrote, so a clean shutdown leaves nothing for the next start.
    await this.relay?.relayOnce().catch(() => 0);
  }
}

/**
 * Outbox backlog at scrape time: rows not yet relayed and the age of the oldest. The service and its
 * worker relay the same schema, so both report it: aggregate by `schema` with `max`.
 */
function reportOutboxBacklog(store: PgOutboxStore, schema: string): () => void {
  const removeRows = addGaugeSource(
    'portal_outbox_backlog_rows',
    'Outbox rows written but not yet published to JetStream',
    ['schema'],
    async () => [{ labels: { schema }, value: (await store.backlog()).rows }],
  );
  const removeAge = addGaugeSource(
    'portal_outbox_oldest_age_seconds',
    'Age of the oldest outbox row not yet published (0 when the outbox is empty)',
    ['schema'],
    async () => [{ labels: { schema }, value: (await store.backlog()).oldestAgeSeconds }],
  );
  return () => {
    removeRows();
    removeAge();
  };
}

/** Drains a NATS connection unless it is already closed. */
export function drainNats(connection: NatsConnection): Promise<void> {
  return connection.isClosed() ? Promise.resolve() : connection.drain();
}

export interface PlatformModuleOptions {
  definition: ServiceDefinition;
  config: ServiceConfig;
  logger: Logger;
  processName: string;
  /** Message handlers (health) and `@OnEvent` consumers run only in the RPC process, not in workers. */
  withRpcHandlers: boolean;
  /** Workers publish events through the outbox like the service, so both run the relay. */
  withOutboxRelay: boolean;
}

@Module({})
export class ServicePlatformModule {
  static forRoot(options: PlatformModuleOptions): DynamicModule {
    const { definition, config, logger, processName } = options;
    const databaseOptions = databaseOptionsOf(definition, processName);
    return {
      module: ServicePlatformModule,
      global: true,
      imports: [
        DiscoveryModule,
        TypeOrmModule.forRoot({
          ...buildDataSourceOptions(config, databaseOptions),
          // Entities are listed once, by the feature modules' TypeOrmModule.forFeature.
          autoLoadEntities: true,
        }),
        ScopeModule.forSchema(databaseOptions.schema),
      ],
      controllers: options.withRpcHandlers
        ? [
            createHealthController(definition.name, config.PORTAL_VERSION),
            ...(definition.name === 'identity' ? [] : [createScopeAwaitController(definition.name)]),
          ]
        : [],
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        {
          provide: NATS_CONNECTION,
          useFactory: () =>
            connectNats(
              config.NATS_URL,
              `${config.PORTAL_NAMESPACE}-${processName}-client`,
              logger,
              natsClientSecurity(config, processName, logger),
            ),
        },
        {
          provide: RpcClient,
          // Signs only this service's own identity; a user's token is forwarded as received.
          useFactory: (connection: NatsConnection) =>
            new RpcClient(connection, config.PORTAL_NAMESPACE, config.RPC_TIMEOUT_MS, {
              issuer: definition.name,
              tokens: actorTokensFromConfig(config, logger),
            }),
          inject: [NATS_CONNECTION],
        },
        { provide: OutboxWriter, useValue: new OutboxWriter(databaseOptions.schema) },
        {
          provide: JobQueues,
          // Connects on the first job added, so a service that queues nothing opens no Redis connection.
          useFactory: () =>
            new JobQueues(config.PORTAL_NAMESPACE, redisConnection(config.REDIS_URL, { lazyConnect: true })),
        },
        closeOnShutdown(JobQueues, (queues: JobQueues) => queues.close()),
        { provide: MailQueue, useFactory: (jobs: JobQueues) => new MailQueue(jobs), inject: [JobQueues] },
        ...(options.withOutboxRelay ? [OutboxRelayHost] : []),
        ...(options.withRpcHandlers
          ? [
              {
                provide: EVENT_CONSUMERS_OPTIONS,
                useFactory: (connection: NatsConnection, dataSource: DataSource): EventConsumersOptions => ({
                  connection,
                  namespace: config.PORTAL_NAMESPACE,
                  owner: definition.name,
                  idempotency: new PgEventIdempotencyStore(dataSource, databaseOptions.schema),
                  logger,
                }),
                inject: [NATS_CONNECTION, DataSource],
              },
              EventConsumersHost,
            ]
          : []),
        closeOnShutdown(NATS_CONNECTION, drainNats),
      ],
      exports: [CONFIG, LOGGER, NATS_CONNECTION, RpcClient, OutboxWriter, JobQueues, MailQueue],
    };
  }
}
