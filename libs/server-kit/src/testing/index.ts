export * from './infra';
export * from './namespace';
export * from './processes';
export * from './wait';
export * from './http-client';
export * from './cli';
export * from './accounts';
export * from './secured-nats';
