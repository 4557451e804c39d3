import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COMMON_NAMESPACE, FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from './languages';
import { commonEs } from './resources/common-es';
import { storedLanguage } from './stored-language';

/** The one i18next instance of every app (shared as a singleton through module federation). */
export const i18n = i18next.createInstance();

// Spanish, the default and fallback, ships with the code, so initialisation is synchronous and `t` works right
// after import. English and Catalan texts are fetched when someone chooses them (load-language.ts), the common
// ones and each app's, so everyone else downloads Spanish only.
/** The language remembered from an earlier visit (Spanish by default), read once at start. */
export const initialLanguage = storedLanguage();
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
  // Texts fetched after a component rendered (a lazily loaded page's English or Catalan) re-render it.
  react: { bindI18nStore: 'added' },
});

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
