// Test helpers shared by every front end's jest suites (never imported by app code).
export { GEOGRAPHY, geoCollection, mockApi } from './mock-api';
export type { MockAnswer, MockRoute, RecordedCall } from './mock-api';
export { translationKeyGaps, translationKeys } from './translation-key-gaps';
export { missingKeysOfTranslationFolder, missingTranslationKeys } from './missing-translation-keys';
