export * from './diagnostics';
