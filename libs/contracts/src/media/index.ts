export * from './media.events';
export * from './media.rpc';
export * from './media.jobs';
