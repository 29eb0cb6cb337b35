const { readFileSync } = require('node:fs');
const swcConfig = JSON.parse(readFileSync(`${__dirname}/.swcrc.jest.json`, 'utf8'));

/** Settings every jest config shares: swc transform and the libs mapped to their sources. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcConfig, swcrc: false }] },
  moduleNameMapper: {
    '^@portal/contracts$': '<rootDir>/libs/contracts/src/index.ts',
    '^@portal/server-kit$': '<rootDir>/libs/server-kit/src/index.ts',
    '^@portal/server-kit/testing$': '<rootDir>/libs/server-kit/src/testing/index.ts',
  },
  modulePathIgnorePatterns: ['<rootDir>/apps/[^/]+/dist/', '<rootDir>/libs/[^/]+/dist/'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
