import { DEFAULT_LANGUAGE, PRODUCT_TIME_ZONE, SUPPORTED_LANGUAGES } from '@enlace/shared/domain/core';

export { SUPPORTED_LANGUAGES };
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

export const LANGUAGE_STORAGE_KEY = 'enlace-language';
export const COMMON_NAMESPACE = 'common';
/** The fields' labels and the enumerations' options, which only the areas' forms, lists and details read. */
export const DOMAIN_NAMESPACE = 'domain';
export const FALLBACK_LANGUAGE: SupportedLanguage = DEFAULT_LANGUAGE;

/**
 * The locale that dates and numbers are formatted in. The organisations work in Spain, so English reads the
 * British way (day before month, 24-hour clock) rather than the American one.
 */
export const FORMAT_LOCALES: Record<SupportedLanguage, string> = { es: 'es-ES', en: 'en-GB', ca: 'ca-ES' };

/** Instants (a validation, a sign-up) are shown in Spain's time, where the organisations work. */
export const DISPLAY_TIME_ZONE = PRODUCT_TIME_ZONE;
