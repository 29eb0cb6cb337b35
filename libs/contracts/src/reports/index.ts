export * from './notification';
export * from './report';
export * from './reports.events';
export * from './reports.rpc';
export * from './reports.jobs';
export * from './call-reminders';
