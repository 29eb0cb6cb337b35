export * from './object-storage';
export * from './signed-url';
export * from './local-storage';
export * from './s3-storage';
export * from './read-head';
export * from './storage-config';
