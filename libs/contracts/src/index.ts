// Platform
export * from './actor';
export * from './calendar';
export * from './human-dates';
export * from './caller';
export * from './diagnostic-job';
export * from './errors';
export * from './events';
export * from './health';
export * from './jobs';
export * from './mail';
export * from './namespace';
export * from './paging';
export * from './player-period';
export * from './player-access';
export * from './queues';
export * from './rpc';
export * from './services';
export * from './strings';
export * from './validation';
export * from './web-shell';
export * from './coach-home';
// Per service: schemas, subjects, events, jobs and display rules (one line per service)
export * from './identity';
export * from './roadmap';
export * from './tracking';
export * from './media';
export * from './reports';
