export { i18n, i18nReady, loadLanguage } from './i18n';
export { SUPPORTED_LANGUAGES, LANGUAGE_STORAGE_KEY, COMMON_NAMESPACE, FALLBACK_LANGUAGE } from './languages';
export type { SupportedLanguage } from './languages';
export { isSupportedLanguage } from './is-supported-language';
export { changeLanguage } from './change-language';
export { addTranslations } from './add-translations';
export type { TranslationResources } from './add-translations';
export type { TranslationTree } from './translation-tree';
export { commonEs } from './resources/common-es';
