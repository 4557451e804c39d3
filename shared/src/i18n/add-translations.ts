import { i18n } from './i18n';
import type { SupportedLanguage } from './languages';
import {
  registerTranslationsLoader,
  type LanguageTexts,
  type LanguageTextsLoader,
} from './lazy-translations';

/**
 * Every namespace brings its texts in every supported language: Spanish, the default and fallback, with the
 * code; English and Catalan either with it or, better, as a loader of their own chunk
 * (`en: () => import('./x.en').then((m) => m.default)`), fetched only by those who choose the language.
 */
export type TranslationResources = { es: LanguageTexts } & Record<
  Exclude<SupportedLanguage, 'es'>,
  LanguageTexts | LanguageTextsLoader
>;

/** A remote registers its own namespace; deep merge so that hot reloads and repeated calls add, not replace. */
export const addTranslations = (namespace: string, resources: TranslationResources): void => {
  for (const [language, texts] of Object.entries(resources) as [
    SupportedLanguage,
    LanguageTexts | LanguageTextsLoader,
  ][]) {
    if (typeof texts === 'function') registerTranslationsLoader(language, namespace, texts);
    else i18n.addResourceBundle(language, namespace, texts, true, true);
  }
};
