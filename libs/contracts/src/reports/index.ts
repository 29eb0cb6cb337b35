export * from './notification';
export * from './report';
export * from './report-comment';
export * from './report-mail-preference';
export * from './reports.events';
export * from './reports.rpc';
export * from './reports.jobs';
export * from './call-reminders';
