// ESM config (the package is "type": "module"). Sources are TypeScript compiled by swc; ky ships ESM only, so
// it is transformed too (pnpm keeps it under node_modules/.pnpm/ky@x/node_modules/ky).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
export default {
  testEnvironment: '<rootDir>/jest.environment.js',
  testEnvironmentOptions: { url: 'http://localhost:8080/' },
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // The package's own subpaths import each other by name (so that each stays one shared singleton).
  moduleNameMapper: {
    '^@enlace/shared/domain/core$': '<rootDir>/src/domain/core.ts',
    '^@enlace/shared/ui/core$': '<rootDir>/src/ui/core.ts',
    '^@enlace/shared/(domain|session|api|i18n|ui|forms)$': '<rootDir>/src/$1/index.ts',
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky)(@|/))'],
};
