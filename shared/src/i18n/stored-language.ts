import { isSupportedLanguage } from './is-supported-language';
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY } from './languages';
import type { SupportedLanguage } from './languages';

/** The language kept in localStorage, or Spanish; storage may be missing (Node) or blocked (privacy modes). */
export const storedLanguage = (): SupportedLanguage => {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(value) ? value : FALLBACK_LANGUAGE;
  } catch {
    return FALLBACK_LANGUAGE;
  }
};
