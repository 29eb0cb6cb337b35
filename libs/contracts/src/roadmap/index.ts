export * from './assignment';
export * from './assignment-display';
export * from './assignment-status';
export * from './roadmap';
export * from './roadmap.events';
export * from './roadmap.rpc';
