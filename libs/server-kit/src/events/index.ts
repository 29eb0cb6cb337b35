export * from './durable-consumer';
export * from './event-consumers.host';
export * from './idempotency';
export * from './jetstream';
export * from './on-event';
export * from './outbox-relay';
export * from './outbox-writer';
export * from './pg-outbox-store';
