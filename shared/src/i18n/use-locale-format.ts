import { useTranslation } from 'react-i18next';
import { localeFormat } from './locale-format';
import type { LocaleFormat } from './locale-format';

/**
 * Dates, times and numbers in the interface language. The component re-renders when the language changes (it
 * listens to i18next), and the formats are built once per language.
 */
export function useLocaleFormat(): LocaleFormat {
  const { i18n } = useTranslation();
  return localeFormat(i18n.resolvedLanguage ?? i18n.language);
}
