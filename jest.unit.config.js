const shared = require('./jest.shared');

/** Unit tests: `*.spec.ts(x)` beside the code, no infrastructure needed. */
module.exports = {
  ...shared,
  displayName: 'unit',
  testMatch: ['<rootDir>/{apps,libs,tools}/**/*.spec.{ts,tsx}'],
};
