export { i18n } from './i18n';
export { i18nReady, isLanguageReady, loadLanguage } from './load-language';
export { translationsReady } from './lazy-translations';
export { addDomainTranslations } from './domain-translations';
export type { LanguageTexts, LanguageTextsLoader } from './lazy-translations';
export {
  SUPPORTED_LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  COMMON_NAMESPACE,
  DOMAIN_NAMESPACE,
  FALLBACK_LANGUAGE,
  FORMAT_LOCALES,
  DISPLAY_TIME_ZONE,
} from './languages';
export type { SupportedLanguage } from './languages';
export { isSupportedLanguage } from './is-supported-language';
export { changeLanguage } from './change-language';
export { addTranslations } from './add-translations';
export type { TranslationResources } from './add-translations';
export type { TranslationTree } from './translation-tree';
export { localeFormat } from './locale-format';
export type { DateLength, LocaleFormat } from './locale-format';
export { useLocaleFormat } from './use-locale-format';
export { commonEs } from './resources/common-es';
