// The part of the domain that the shell and every first page read at start: business constants (§9),
// enumerations (§3) and entity types. No yup, no schemas: `@enlace/shared/domain` re-exports all of it beside
// the keys, permissions, helpers and validation schemas, and loads only where those are used.
export * from './enumerations';
export * from './constants';
export * from './sort-fields';
export * from './types';
