export * from './media.events';
export * from './media.rpc';
export * from './media.jobs';
export * from './video';
export * from './video-display';
export * from './content-sniff';
export * from './profile-photo';
export * from './video-feedback';
