import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COMMON_NAMESPACE, FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from './languages';
import { commonEn } from './resources/common-en';
import { commonEs } from './resources/common-es';
import { storedLanguage } from './stored-language';

/** The one i18next instance of every app (shared as a singleton through module federation). */
export const i18n = i18next.createInstance();

// Resources are inline, so initialisation is synchronous and `t` works right after import.
void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: [COMMON_NAMESPACE],
  defaultNS: COMMON_NAMESPACE,
  fallbackNS: COMMON_NAMESPACE,
  resources: {
    es: { [COMMON_NAMESPACE]: commonEs },
    en: { [COMMON_NAMESPACE]: commonEn },
  },
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
