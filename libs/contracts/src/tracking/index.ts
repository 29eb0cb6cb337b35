export * from './tracking.events';
export * from './tracking.rpc';
export * from './training-log';
