import { i18n } from './i18n';
import type { SupportedLanguage } from './languages';

/** Every namespace brings its texts in every supported language: Spanish, English and Catalan. */
export type TranslationResources = Record<SupportedLanguage, Record<string, unknown>>;

/** A remote registers its own namespace; deep merge so that hot reloads and repeated calls add, not replace. */
export const addTranslations = (namespace: string, resources: TranslationResources): void => {
  for (const [language, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
};
