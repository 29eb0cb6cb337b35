export * from './config';
export * from './session-config';
export * from './nats-security-config';
