export * from './durable-consumer';
export * from './jetstream';
export * from './outbox-relay';
export * from './outbox-writer';
export * from './pg-outbox-store';
