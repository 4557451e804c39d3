// API tests: jest with the swc transform (TypeScript to CommonJS), one app per test file via `inject`.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // Password hashes at a test cost (the file says why).
  setupFiles: ['<rootDir>/test/setup/password-hash-cost.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  // light-my-request (app.inject) requires cookie@2, which ships only as ESM: compile it to CommonJS too.
  // png-to-ico (the favicon's ICO encoder) is ESM only as well.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/cookie@|cookie/|\\.pnpm/png-to-ico@|png-to-ico/))'],
  // Shared sources are TypeScript reached through the workspace link; they are outside node_modules once resolved.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testTimeout: 30000,
  // Each test file loads the whole app anew and the files' modules are never freed in one process, so the heap
  // grew by about 55 MB a file and garbage collection came to dominate the run (a file 10 times slower at the
  // end than alone). One worker that is replaced once it holds this much keeps every file near its own cost
  // (docs/performance/test-run-time.md).
  workerIdleMemoryLimit: '500MB',
};
