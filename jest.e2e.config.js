const shared = require('./jest.shared');

/** Browser tests: playwright-core drives Debian's Chromium against the portal started as the README starts it. */
module.exports = {
  ...shared,
  displayName: 'browser',
  testMatch: ['<rootDir>/e2e/**/*.e2e-spec.ts'],
  testTimeout: 120_000,
  // One portal for the whole run (e2e/support/shared-portal.ts); E2E_PORTAL_PER_FILE=1 starts one per file.
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  maxWorkers: 1,
  // Files named *.last.e2e-spec.ts (a second club) run after all others, which need a single club.
  testSequencer: '<rootDir>/tools/jest/run-last-sequencer.js',
};
