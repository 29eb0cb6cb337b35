export * from './auth';
export * from './identity.events';
export * from './identity.rpc';
