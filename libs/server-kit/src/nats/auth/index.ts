// Pure: what each process may do on NATS and the server configuration that enforces it. Loaded by
// scripts/nats-auth.mjs (through the package's `./nats-auth` export), so it imports nothing heavy.
export * from './permissions';
export * from './portal-processes';
export * from './server-config';
