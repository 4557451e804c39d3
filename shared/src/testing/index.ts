// Test helpers shared by every front end's jest suites (never imported by app code).
export { GEOGRAPHY, geoCollection, mockApi, validationFailed } from './mock-api';
export type { MockAnswer, MockRoute, RecordedCall } from './mock-api';
export { translationIssues, translationLeaves } from './translation-issues';
export type { TranslationIssues } from './translation-issues';
export { translationIssuesOf, translationIssuesOfFolder } from './translation-issues-of';
export { routePatternsOf } from './route-patterns-of';
export { LocationProbe } from './location-probe';
export { notifyQueriesAtOnce } from './notify-queries-at-once';
