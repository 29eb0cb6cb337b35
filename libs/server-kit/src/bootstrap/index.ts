export * from './platform.module';
export * from './probe-server';
export * from './run-service';
export * from './run-worker';
export * from './service-config';
export * from './service-definition';
export * from './shutdown';
export * from './tokens';
