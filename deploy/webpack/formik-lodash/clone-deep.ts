// lodash's cloneDeep for form data (see README.md and clone.ts).
export { deepCopy as default } from './clone.ts';
