import { i18n, initialLanguage } from './i18n';
import { COMMON_NAMESPACE, FALLBACK_LANGUAGE, type SupportedLanguage } from './languages';
import { loadRegisteredTranslations, translationsInFlight } from './lazy-translations';
import { commonEs } from './resources/common-es';

const commonTexts: Record<SupportedLanguage, () => Promise<Record<string, unknown>>> = {
  es: async () => commonEs,
  en: async () => (await import('./resources/common-en')).commonEn,
  ca: async () => (await import('./resources/common-ca')).commonCa,
};

/** Makes a language's texts available: the common ones and every app's registered so far. */
export const loadLanguage = async (language: SupportedLanguage): Promise<void> => {
  const apps = loadRegisteredTranslations(language);
  if (!i18n.hasResourceBundle(language, COMMON_NAMESPACE)) {
    i18n.addResourceBundle(language, COMMON_NAMESPACE, await commonTexts[language](), true, true);
  }
  await apps;
};

/**
 * Resolves once the remembered language can be shown; the shell renders after it, so a visitor who chose
 * English never sees a flash of Spanish. A failed fetch leaves the Spanish fallback.
 */
let initialLanguageLoaded = initialLanguage === FALLBACK_LANGUAGE;

export const i18nReady: Promise<void> = (
  initialLanguage === FALLBACK_LANGUAGE
    ? Promise.resolve()
    : loadLanguage(initialLanguage).then(
        () => i18n.changeLanguage(initialLanguage).then(() => undefined),
        (error: unknown) => console.warn(`The ${initialLanguage} texts could not be loaded`, error),
      )
).then(() => {
  initialLanguageLoaded = true;
});

/**
 * Whether the texts can be shown right now (`i18nReady` has settled and no text is being fetched): the shell then
 * renders its first screen at once rather than a loading screen for an instant.
 */
export const isLanguageReady = (): boolean => initialLanguageLoaded && !translationsInFlight();
