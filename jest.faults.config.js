// `npm run test:faults` (issue 12 item 8): the server crashed, cut off and stopped on
// purpose, against the machine's PostgreSQL; one suite at a time (they kill processes).
const base = require('./jest.config');
const integration = base.projects.find((project) => project.displayName === 'integration');

module.exports = {
  testTimeout: 180000,
  projects: [{ ...integration, displayName: 'faults', testMatch: ['<rootDir>/test/faults/**/*.test.ts'] }],
};
