const shared = require('./jest.shared');

/** Browser tests: playwright-core drives Debian's Chromium against the portal started as the README starts it. */
module.exports = {
  ...shared,
  displayName: 'browser',
  testMatch: ['<rootDir>/e2e/**/*.e2e-spec.ts'],
  testTimeout: 120_000,
  maxWorkers: 1,
};
