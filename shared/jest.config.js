// Component and unit tests of the package: the front ends' one jest configuration (jest/front-end.js).
import { frontEndJestConfig } from './jest/front-end.js';

export default frontEndJestConfig({
  // The package's own subpaths import each other by name (so that each stays one shared singleton).
  moduleNameMapper: {
    '^@enlace/shared/domain/core$': '<rootDir>/src/domain/core.ts',
    '^@enlace/shared/ui/core$': '<rootDir>/src/ui/core.ts',
    '^@enlace/shared/(domain|session|api|i18n|ui|forms)$': '<rootDir>/src/$1/index.ts',
  },
});
