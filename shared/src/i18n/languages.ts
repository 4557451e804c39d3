import { DEFAULT_LANGUAGE } from '@enlace/shared/domain/core';
export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

export const LANGUAGE_STORAGE_KEY = 'enlace-language';
export const COMMON_NAMESPACE = 'common';
export const FALLBACK_LANGUAGE: SupportedLanguage = DEFAULT_LANGUAGE;
