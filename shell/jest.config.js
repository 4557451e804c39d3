// Component tests: jsdom with the swc transform. ky and universal-cookie ship ES modules only, so they are
// transformed too (pnpm keeps them under node_modules/.pnpm/<name>@<version>/node_modules/<name>).
export default {
  testEnvironment: 'jsdom',
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
  // The shell's tests exercise the shell: the shared session, API, i18n and UI are replaced by doubles with the
  // same names (test/doubles); the pure @enlace/shared/domain is used as it is.
  moduleNameMapper: {
    '^@enlace/shared/(session|api|i18n)$': '<rootDir>/test/doubles/$1.ts',
    '^@enlace/shared/ui(/core)?$': '<rootDir>/test/doubles/ui.tsx',
    '^@module-federation/enhanced/runtime$': '<rootDir>/test/doubles/federation-runtime.ts',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
