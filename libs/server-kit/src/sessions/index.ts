export * from './session-policy';
export * from './session-store';
