import { i18n } from './i18n';
import type { SupportedLanguage } from './languages';

/**
 * Spanish and English are required; Catalan (issue 5) is optional while the intranet's texts are being written,
 * and becomes required once every namespace has it. The key test of each app already fails on a missing one.
 */
export type TranslationResources = Record<Exclude<SupportedLanguage, 'ca'>, Record<string, unknown>> & {
  ca?: Record<string, unknown>;
};

/** A remote registers its own namespace; deep merge so that hot reloads and repeated calls add, not replace. */
export const addTranslations = (namespace: string, resources: TranslationResources): void => {
  for (const [language, bundle] of Object.entries(resources)) {
    if (bundle) i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
};
