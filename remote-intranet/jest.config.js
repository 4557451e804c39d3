// Component tests: the front ends' one jest configuration (shared/jest/front-end.js).
import { frontEndJestConfig } from '../shared/jest/front-end.js';

export default frontEndJestConfig();
