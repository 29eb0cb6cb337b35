export * from './auth';
export * from './identity.events';
export * from './identity.rpc';
export * from './own-profile';
export * from './password-reset';
export * from './player-display';
export * from './player-profile';
export * from './profile-fields';
