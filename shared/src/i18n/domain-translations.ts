import { DOMAIN_NAMESPACE, SUPPORTED_LANGUAGES, type SupportedLanguage } from './languages';
import { registerTranslationsLoader, translationsReady, type LanguageTextsLoader } from './lazy-translations';

// Every language in a chunk of its own, Spanish too: the sign-in pages never read these texts.
const domainTexts: Record<SupportedLanguage, LanguageTextsLoader> = {
  es: async () => (await import('./resources/domain-es')).domainEs,
  en: async () => (await import('./resources/domain-en')).domainEn,
  ca: async () => (await import('./resources/domain-ca')).domainCa,
};

let registered = false;

/**
 * Makes the `domain` texts (the fields' labels and the enumerations' options) available to the app that reads
 * them: the current language's are fetched at once, and the shell waits for them (`translationsReady`) before it
 * shows a remote it has just loaded; the others when someone chooses them. Resolves once they are here.
 */
export function addDomainTranslations(): Promise<void> {
  if (!registered) {
    registered = true;
    for (const language of SUPPORTED_LANGUAGES) {
      registerTranslationsLoader(language, DOMAIN_NAMESPACE, domainTexts[language]);
    }
  }
  return translationsReady();
}
