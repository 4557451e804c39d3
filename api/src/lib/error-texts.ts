import { commonEn } from '@enlace/shared/i18n/common-en';
import { commonEs } from '@enlace/shared/i18n/common-es';
import { domainEs } from '@enlace/shared/i18n/domain-es';
import i18next from 'i18next';

// The screens' texts of the error keys and field names, for what the API itself writes in words: the files of
// refused rows (Spanish, as the templates and exports) and the command line (English, the administrators').
const instance = i18next.createInstance();
void instance.init({
  resources: { es: { common: commonEs, domain: domainEs }, en: { common: commonEn } },
  lng: 'es',
  fallbackLng: false,
  ns: ['common', 'domain'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

export type ErrorTextLanguage = 'es' | 'en';

/** An error key's text with what it names (`{{max}}`…); the key itself when it has no text. */
export const errorText = (
  language: ErrorTextLanguage,
  message: string,
  params: Record<string, unknown> = {},
): string => instance.t(`api.error.${message}`, { lng: language, ...params, defaultValue: message });

/** A field's label in Spanish (`identification` → «Número de documento»); the name itself when it has none. */
export const spanishFieldLabel = (field: string): string =>
  instance.t(`fields.${field}`, { lng: 'es', ns: 'domain', defaultValue: field });
