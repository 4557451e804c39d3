// Component tests: jsdom with the swc transform. ky and universal-cookie ship ES modules only, so they are
// transformed too (pnpm keeps them under node_modules/.pnpm/<name>@<version>/node_modules/<name>).
export default {
  // jsdom with Node's fetch, so that tests can answer the shared ky client at the fetch level.
  // The shared package's jsdom with Node's fetch and its companions (the shared ky client needs them).
  testEnvironment: '<rootDir>/../shared/jest.environment.js',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|universal-cookie)[@/])'],
  // @enlace/shared/ui is replaced by a double (a plain layout) so that these tests exercise the area's routes.
  moduleNameMapper: { '^@enlace/shared/ui$': '<rootDir>/test/doubles/ui.tsx' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
