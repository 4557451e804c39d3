// The production topology test (`npm run test:topology`): nginx, two API processes, PostgreSQL, Redis and a mail
// relay started as real processes; minutes, not seconds, so it is not among the package's unit tests.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/cookie@|cookie/))'],
  testTimeout: 120000,
};
