export * from './roadmap.events';
export * from './roadmap.rpc';
