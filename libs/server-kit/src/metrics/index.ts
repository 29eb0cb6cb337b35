export * from './gauge-sources';
export * from './metrics-endpoint';
export * from './outcomes';
export * from './platform-metrics';
export * from './registry';
