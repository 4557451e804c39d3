// Component tests: the front ends' one jest configuration (shared/jest/front-end.js).
import { frontEndJestConfig } from '../shared/jest/front-end.js';

export default frontEndJestConfig({
  setup: [],
  // The shell's tests exercise the shell: the shared session, API, i18n and UI are replaced by doubles with the
  // same names (src/testing/doubles); the pure @enlace/shared/domain is used as it is.
  moduleNameMapper: {
    '^@enlace/shared/(session|api|i18n)$': '<rootDir>/src/testing/doubles/$1.ts',
    '^@enlace/shared/ui(/core)?$': '<rootDir>/src/testing/doubles/ui.tsx',
    '^@module-federation/enhanced/runtime$': '<rootDir>/src/testing/doubles/federation-runtime.ts',
  },
});
