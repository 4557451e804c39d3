// Test double of @enlace/shared/i18n: a real i18next instance in Spanish.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['es', 'en', 'ca'] as const;
export const COMMON_NAMESPACE = 'common';

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'es',
  fallbackLng: 'es',
  resources: {},
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/** The real one waits for a remembered language's texts; the double has them all. */
export const i18nReady: Promise<void> = Promise.resolve();

export function addTranslations(namespace: string, resources: Record<string, object | undefined>): void {
  for (const [language, bundle] of Object.entries(resources)) {
    if (bundle) i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
}
