// One jest run for every suite: `unit` (pure code beside the sources) and `integration`
// (the app and its stores, against real PGlite, PostgreSQL and Redis).
const fs = require('node:fs');
const swcrc = JSON.parse(fs.readFileSync(`${__dirname}/.swcrc`, 'utf8'));
delete swcrc.$schema;
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcrc, swcrc: false }] };
const moduleNameMapper = {
  '^@kollab/contracts$': '<rootDir>/contracts/src/index.ts',
  '^@kollab/server/(.*)$': '<rootDir>/server/src/$1',
};

module.exports = {
  // Generous: a suite starts the whole app (twenty-odd projections) in its hooks, and CI machines are slow.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      testMatch: ['<rootDir>/contracts/src/**/*.spec.ts', '<rootDir>/server/src/**/*.spec.ts'],
      transform,
      moduleNameMapper,
      testEnvironment: 'node',
    },
    {
      displayName: 'integration',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      transform,
      moduleNameMapper,
      testEnvironment: 'node',
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      slowTestThreshold: 20,
    },
  ],
};
