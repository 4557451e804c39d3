// The one jest configuration of the front ends' component tests (the shell, the four areas and this package):
// jsdom with Node's fetch, the swc transform, tests in src/**/__tests__. A package's jest.config.js adds only what
// is its own (doubles, its set-up steps).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Set-up steps a package can take: `common` always; an area adds the toaster, the translations and its queries. */
const SETUP = {
  common: path.join(here, 'common.setup.ts'),
  toaster: path.join(here, 'toaster.setup.ts'),
  translations: path.join(here, 'translations.setup.ts'),
  queries: path.join(here, 'queries.setup.ts'),
};

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

/**
 * @param {{ setup?: Array<'toaster' | 'translations' | 'queries'> } & import('jest').Config} options
 * @returns {import('jest').Config}
 */
export function frontEndJestConfig({ setup = ['toaster', 'translations', 'queries'], ...own } = {}) {
  return {
    // jsdom with Node's fetch and its companions, so that tests answer the shared ky client at the fetch level.
    testEnvironment: path.join(here, '..', 'jest.environment.js'),
    testEnvironmentOptions: { url: 'http://localhost:8080/' },
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: [SETUP.common, ...setup.map((step) => SETUP[step])],
    transform: { '^.+\\.(t|j|mj)sx?$': swc },
    // ky and universal-cookie ship ES modules only, so they are transformed too (pnpm keeps them under
    // node_modules/.pnpm/<name>@<version>/node_modules/<name>).
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|universal-cookie)[@/])'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    // Chakra forms render slowly under jsdom; a whole form or sign-in flow needs more than the default 5 s.
    testTimeout: 60000,
    ...own,
  };
}
