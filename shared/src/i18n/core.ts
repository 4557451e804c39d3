// The part of the i18n module that needs neither React nor the screens' i18next instance: the languages and their
// formats, for the API too (its emails are written in the screens' languages and formats).
export { FALLBACK_LANGUAGE, FORMAT_LOCALES, SUPPORTED_LANGUAGES } from './languages';
export type { SupportedLanguage } from './languages';
export { isSupportedLanguage } from './is-supported-language';
export { localeFormat } from './locale-format';
export type { DateLength, LocaleFormat } from './locale-format';
