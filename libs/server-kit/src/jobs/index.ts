export * from './bind-job-handlers';
export * from './jobs';
export * from './on-job';
export * from './job-observability';
