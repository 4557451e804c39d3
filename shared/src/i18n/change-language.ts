import { i18n } from './i18n';
import { loadLanguage } from './load-language';
import { LANGUAGE_STORAGE_KEY } from './languages';
import type { SupportedLanguage } from './languages';

/** Switches the language, remembers it across visits and keeps `<html lang>` right for assistive technology. */
export const changeLanguage = async (language: SupportedLanguage): Promise<void> => {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be blocked; the choice then lasts for this page only.
  }
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
