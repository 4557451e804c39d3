// Component tests: the front ends' one jest configuration (shared/jest/front-end.js).
import { frontEndJestConfig } from '../shared/jest/front-end.js';

export default frontEndJestConfig({
  setup: ['translations', 'queries'],
  // @enlace/shared/ui is replaced by a double (a plain layout) so that these tests exercise the area's routes.
  moduleNameMapper: { '^@enlace/shared/ui$': '<rootDir>/src/testing/doubles/ui.tsx' },
});
