export * from './service-error';
export * from './json-nesting';
