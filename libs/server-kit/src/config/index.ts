export * from './config';
export * from './session-config';
