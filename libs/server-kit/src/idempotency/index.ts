export * from './idempotency.rules';
export * from './idempotent-rpc';
