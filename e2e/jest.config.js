import { jestConfig } from '@trek/testing/jest-preset';

/** Journeys run one at a time against one stack, the one `npm start` runs, on a temp data folder. */
export default jestConfig({
  infrastructure: false,
  globalSetup: '<rootDir>/stack-setup.mjs',
  globalTeardown: '<rootDir>/stack-teardown.mjs',
  testMatch: ['<rootDir>/journeys/**/*.test.ts'],
  // A ceiling: each journey is a dozen pages at one width, several seconds each on a busy machine.
  testTimeout: 180_000,
  maxWorkers: 1,
});
