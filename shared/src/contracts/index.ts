// The HTTP contracts of the API's resources as TypeBox schemas: the API validates requests and describes its
// answers with them, and every app reads the TypeScript types derived from them. Front ends import this entry as
// types only (`import type`, enforced by the lint), so no schema code reaches a browser.
export * from './json-schema';
export * from './resource';
export * from './params';
export * from './errors';
export * from './collection';
export * from './places';
export * from './projects';
export * from './tutor-consent';
export * from './partners';
export * from './people';
export * from './contact-partners';
export * from './beneficiaries';
export * from './volunteers';
export * from './staff';
export * from './tokens';
export * from './own-profile';
export * from './address';
export * from './activities';
export * from './interventions';
export * from './subscriptions';
export * from './waiting-lists';
export * from './participants';
export * from './security-events';
export * from './own-settings';
export * from './two-step-verification';
export * from './calendar-feed';
export * from './own-sessions';
export * from './users';
