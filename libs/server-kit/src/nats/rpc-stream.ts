export * from './rpc-stream-protocol';
export * from './rpc-stream-client';
export * from './rpc-stream-server';
