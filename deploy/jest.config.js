// Unit tests of the build tooling (deploy/webpack) and the gateway (deploy/src): jest with the swc transform, in Node.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/webpack', '<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // light-my-request (app.inject) requires cookie@2, which ships only as ESM: compile it to CommonJS too.
  // png-to-ico (the API's favicon encoder) is ESM only as well.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/cookie@|cookie/|\\.pnpm/png-to-ico@|png-to-ico/))'],
  // The gateway tests build the API on a fresh database.
  testTimeout: 60000,
};
