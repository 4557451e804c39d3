import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COMMON_NAMESPACE, FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from './languages';
import type { SupportedLanguage } from './languages';
import { commonEs } from './resources/common-es';
import { storedLanguage } from './stored-language';

/** The one i18next instance of every app (shared as a singleton through module federation). */
export const i18n = i18next.createInstance();

// Spanish, the default and fallback, ships with the code, so initialisation is synchronous and `t` works right
// after import. English and Catalan common texts are fetched when someone chooses them (a few KiB less for
// everyone else).
const initialLanguage = storedLanguage();
void i18n.use(initReactI18next).init({
  lng: initialLanguage,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: [COMMON_NAMESPACE],
  defaultNS: COMMON_NAMESPACE,
  fallbackNS: COMMON_NAMESPACE,
  resources: { es: { [COMMON_NAMESPACE]: commonEs } },
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

const commonTexts: Record<SupportedLanguage, () => Promise<Record<string, unknown>>> = {
  es: async () => commonEs,
  en: async () => (await import('./resources/common-en')).commonEn,
  ca: async () => (await import('./resources/common-ca')).commonCa,
};

/** Makes a language's common texts available; a no-op once they are. */
export const loadLanguage = async (language: SupportedLanguage): Promise<void> => {
  if (i18n.hasResourceBundle(language, COMMON_NAMESPACE)) return;
  i18n.addResourceBundle(language, COMMON_NAMESPACE, await commonTexts[language](), true, true);
};

/**
 * Resolves once the remembered language can be shown; the shell renders after it, so a visitor who chose
 * English never sees a flash of Spanish. A failed fetch leaves the Spanish fallback.
 */
export const i18nReady: Promise<void> =
  initialLanguage === FALLBACK_LANGUAGE
    ? Promise.resolve()
    : loadLanguage(initialLanguage).then(
        () => i18n.changeLanguage(initialLanguage).then(() => undefined),
        (error: unknown) => console.warn(`The ${initialLanguage} texts could not be loaded`, error),
      );
