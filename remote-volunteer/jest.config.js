// Component tests: jsdom with the swc transform. ky and universal-cookie ship ES modules only, so they are
// transformed too (pnpm keeps them under node_modules/.pnpm/<name>@<version>/node_modules/<name>).
export default {
  // The shared package's jsdom with Node's fetch and its companions (the shared ky client needs them), so that
  // tests answer the API at the fetch level.
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
  // Chakra forms render slowly under jsdom; whole forms need more than the default 5 s.
  testTimeout: 60000,
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|universal-cookie)[@/])'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
