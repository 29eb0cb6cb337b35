export * from './bootstrap';
export * from './config';
export * from './database';
export * from './errors';
export * from './events';
export * from './health';
export * from './jobs';
export * from './logging';
export * from './nats';
export * from './sessions';
export * from './discovery';
<<<<<<< HEAD
export * from './storage';
=======
export * from './mail';
>>>>>>> main
