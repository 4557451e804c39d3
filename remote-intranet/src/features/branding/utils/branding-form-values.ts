import type { FormikErrors } from 'formik';
import {
  TENANT_COPY_NAMES,
  TENANT_TRANSLATED_LANGUAGES,
  type TenantBranding,
  type TenantBrandingInput,
  type TenantCopies,
  type TenantCopyName,
  type TenantTranslatedLanguage,
} from '@enlace/shared/domain';

export type BrandingLanguage = 'es' | TenantTranslatedLanguage;

export const BRANDING_LANGUAGES: readonly BrandingLanguage[] = ['es', ...TENANT_TRANSLATED_LANGUAGES];

type CopyTexts = Record<TenantCopyName, string>;

/** The form's values: every text a string ('' for none), every language's twelve copies. */
export type BrandingFormValues = {
  company_name: string;
  web_url: string;
  primary_color: string;
  copies: Record<BrandingLanguage, CopyTexts>;
  analytics: { matomo_host: string; matomo_site_id: string };
  /** Hours before a session that its volunteers are reminded of it, as typed. */
  session_reminder_hours: string;
  /** A freed place of a full session is offered to the first in line (24 hours to accept) rather than given. */
  waiting_list_offers: boolean;
  /** The language whose translation is incomplete, with the API's (or the schema's) message. */
  translationErrors?: Partial<Record<TenantTranslatedLanguage, string>>;
};

const textsOf = (copies: TenantCopies | null | undefined): CopyTexts =>
  Object.fromEntries(TENANT_COPY_NAMES.map((name) => [name, copies?.[name] ?? ''])) as CopyTexts;

export const toBrandingFormValues = (branding: TenantBranding): BrandingFormValues => ({
  company_name: branding.company_name,
  web_url: branding.web_url ?? '',
  primary_color: branding.primary_color,
  copies: {
    es: textsOf(branding.copies.es),
    en: textsOf(branding.copies.en),
    ca: textsOf(branding.copies.ca),
  },
  analytics: {
    matomo_host: branding.analytics.matomo_host ?? '',
    matomo_site_id: branding.analytics.matomo_site_id ?? '',
  },
  session_reminder_hours: String(branding.session_reminder_hours),
  waiting_list_offers: branding.waiting_list_offers,
});

const orNull = (value: string): string | null => (value.trim() ? value : null);

/** A number as typed: blank is none (the schema says it is required), anything else goes as a number to check. */
const hoursOf = (value: string): number => (value.trim() ? Number(value) : (null as unknown as number));

const copiesOf = (texts: CopyTexts): TenantCopies =>
  Object.fromEntries(TENANT_COPY_NAMES.map((name) => [name, orNull(texts[name])])) as TenantCopies;

/** What the API takes: blanks as null, and a translation without any text as none (null). */
export const toBrandingPayload = (values: BrandingFormValues): TenantBrandingInput => ({
  company_name: values.company_name,
  web_url: orNull(values.web_url),
  primary_color: values.primary_color.trim(),
  copies: {
    es: copiesOf(values.copies.es),
    ...Object.fromEntries(
      TENANT_TRANSLATED_LANGUAGES.map((language) => {
        const texts = values.copies[language];
        const empty = TENANT_COPY_NAMES.every((name) => !texts[name].trim());
        return [language, empty ? null : copiesOf(texts)];
      }),
    ),
  },
  analytics: {
    matomo_host: orNull(values.analytics.matomo_host),
    matomo_site_id: orNull(values.analytics.matomo_site_id),
  },
  session_reminder_hours: hoursOf(values.session_reminder_hours),
  waiting_list_offers: values.waiting_list_offers,
});

const TRANSLATION_PATH = /^copies\.(en|ca)$/;

/**
 * Formik's nested errors from translated violations (`copies.en.hero_text` → errors.copies.en.hero_text); the
 * whole-language message (`copies.en`) goes to `translationErrors`, beside the language's fields.
 */
export const toBrandingErrors = (flat: Record<string, string>): FormikErrors<BrandingFormValues> => {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const translation = TRANSLATION_PATH.exec(path);
    const parts = (translation ? `translationErrors.${translation[1]}` : path).split('.');
    let node = errors;
    for (const part of parts.slice(0, -1)) {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]] ??= message;
  }
  return errors as FormikErrors<BrandingFormValues>;
};
