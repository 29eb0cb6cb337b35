export * from './access';
export * from './connection';
export * from './rpc-client';
export * from './rpc-handler';
export * from './rpc-transport';
export * from './pass-through-rpc.filter';
