// The production topology test (`npm run test:topology`): nginx, two API processes, PostgreSQL, Redis and a mail
// relay started as real processes; minutes, not seconds, so it is not among the package's unit tests. It compiles
// as they do (the registry it releases to is the API's own code).
import unit from '../jest.config.js';

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/*.test.ts'],
  transform: unit.transform,
  transformIgnorePatterns: unit.transformIgnorePatterns,
  testTimeout: 120000,
};
