const shared = require('./jest.shared');

/**
 * Integration and API tests against the real PostgreSQL, Redis and NATS, with the built apps started
 * as separate processes in a fresh namespace per test file. Run after `npm run build`.
 */
module.exports = {
  ...shared,
  displayName: 'integration',
  testMatch: ['<rootDir>/{apps,libs}/*/test/**/*.int-spec.ts'],
  testTimeout: 60_000,
  maxWorkers: 1,
};
