import 'reflect-metadata';
import { Injectable, Module } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import type { DomainEvent } from '@portal/contracts';
import type { NatsConnection } from 'nats';
import pino from 'pino';
import { EVENT_CONSUMERS_OPTIONS, EventConsumersHost, type EventConsumersOptions } from './event-consumers.host';
import type { EventIdempotencyStore } from './idempotency';
import { OnEvent, declaredEventHandlers } from './on-event';

@Injectable()
class RoleChangeAuditor {
  @OnEvent('identity.user.role-changed')
  async record(_event: DomainEvent<'identity.user.role-changed'>): Promise<void> {}
}

/** Declared but listed in no module: the host must refuse to start. */
@Injectable()
class ForgottenConsumer {
  @OnEvent(['identity.user.registered', 'identity.user.password-changed'], { consumer: 'forgotten' })
  async handle(): Promise<void> {}
}

const options: EventConsumersOptions = {
  connection: {} as NatsConnection,
  namespace: 'test',
  owner: 'identity',
  idempotency: {} as EventIdempotencyStore,
  logger: pino({ enabled: false }),
};

describe('@OnEvent handlers', () => {
  it('records the events and a consumer name derived from class and method', () => {
    expect(declaredEventHandlers()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          className: 'RoleChangeAuditor',
          methodName: 'record',
          events: ['identity.user.role-changed'],
          consumer: 'role-change-auditor-record',
        }),
        expect.objectContaining({ className: 'ForgottenConsumer', consumer: 'forgotten' }),
      ]),
    );
    void ForgottenConsumer;
  });

  it('refuses to start when a declared handler is not bound to a provider', async () => {
    @Module({
      imports: [DiscoveryModule],
      providers: [RoleChangeAuditor, { provide: EVENT_CONSUMERS_OPTIONS, useValue: options }, EventConsumersHost],
    })
    class TestModule {}
    await expect(
      NestFactory.createApplicationContext(TestModule, { logger: false, abortOnError: false }).then((app) =>
        app.init(),
      ),
    ).rejects.toThrow(
      'Event handlers declared but not bound (their class is not a provider of an imported module): ForgottenConsumer.handle',
    );
  });
});
