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

/** The real one waits for a remembered language's texts; the double starts and stays in Spanish. */
export const i18nReady: Promise<void> = Promise.resolve();
export const translationsReady = async (): Promise<void> => undefined;

type Texts = Record<string, unknown>;
const loaders: { language: string; namespace: string; load: () => Promise<Texts> }[] = [];

/** Spanish is added at once; English and Catalan given as loaders wait for `loadLanguage`, as in the real one. */
export function addTranslations(
  namespace: string,
  resources: Record<string, Texts | (() => Promise<Texts>)>,
): void {
  for (const [language, texts] of Object.entries(resources)) {
    if (typeof texts === 'function') loaders.push({ language, namespace, load: texts });
    else i18n.addResourceBundle(language, namespace, texts, true, true);
  }
}

export async function loadLanguage(language: string): Promise<void> {
  for (const loader of loaders.filter((candidate) => candidate.language === language)) {
    i18n.addResourceBundle(language, loader.namespace, await loader.load(), true, true);
  }
}

export const isSupportedLanguage = (value: unknown): value is (typeof SUPPORTED_LANGUAGES)[number] =>
  (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value);
