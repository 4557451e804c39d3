import { object, string, ValidationError } from 'yup';
import type { Schema } from 'yup';
import {
  TENANT_COLOR_MIN_WHITE_CONTRAST,
  TENANT_COLOR_PATTERN,
  TENANT_COPY_MAX_LENGTH,
  TENANT_COPY_NAMES,
  TENANT_TRANSLATED_LANGUAGES,
} from '@enlace/shared/domain/core';
import type { TenantCopies, TenantCopyName, TenantTranslatedLanguage } from '@enlace/shared/domain/core';
import { whiteContrastOf } from '../tenant-color-contrast';
import {
  partnerNameRule,
  sessionReminderHoursRule,
  tenantColorRule,
  waitingListOffersRule,
  websiteRule,
} from './field-rules';
import { isBlank } from './is-blank';
import { validationMessage as m } from './validation-message';
import { builtOnFirstUse } from './built-on-first-use';

/** What the branding screen sends and the API validates (after merging a patch into what is stored). */
export type TenantBrandingInput = {
  company_name: string;
  web_url: string | null;
  primary_color: string;
  copies: { es: Partial<TenantCopies> } & Partial<
    Record<TenantTranslatedLanguage, Partial<TenantCopies> | null>
  >;
  analytics: { matomo_host: string | null; matomo_site_id: string | null };
  /** Hours before each session that its volunteers are reminded of it; 0: no reminders. */
  session_reminder_hours: number;
  /** A freed place of a full session is offered to the first in line (true) or given to them at once (false). */
  waiting_list_offers: boolean;
};

const MATOMO_HOST_MAX_LENGTH = 256;
const MATOMO_SITE_ID_PATTERN = /^[0-9]{1,10}$/;

/** An `https://` address with a host name (Matomo's, where its script and tracker answer). */
const isHttpsAddress = (value: string): boolean => {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && /^[a-z0-9.-]+$/i.test(url.hostname) && url.hostname.includes('.');
  } catch {
    return false;
  }
};

const copyRule = () =>
  string()
    .nullable()
    .typeError(m('field-not-valid-type'))
    .max(TENANT_COPY_MAX_LENGTH, m('field-max-length', { max: TENANT_COPY_MAX_LENGTH }));

const copiesShape = () =>
  Object.fromEntries(TENANT_COPY_NAMES.map((name) => [name, copyRule()])) as Record<
    TenantCopyName,
    ReturnType<typeof copyRule>
  >;

type CopySet = Partial<Record<TenantCopyName, string | null>> | null | undefined;

/** The copies the Spanish set has and this translation lacks, in the home's order. */
export const missingTranslatedCopies = (spanish: CopySet, translation: CopySet): TenantCopyName[] =>
  TENANT_COPY_NAMES.filter((name) => !isBlank(spanish?.[name]) && isBlank(translation?.[name]));

/** Whether a translation holds no copy at all (the language then reads the Spanish home). */
export const isEmptyCopySet = (copies: CopySet): boolean =>
  TENANT_COPY_NAMES.every((name) => isBlank(copies?.[name]));

/**
 * A translation is absent or complete: a visitor reading in English never gets a home half in Spanish. A partial
 * set is refused at the language (naming what it lacks) and at each copy it lacks.
 */
const translationRule = () =>
  object(copiesShape())
    .nullable()
    .default(null)
    .test('complete', function complete(value) {
      if (!value || isEmptyCopySet(value)) return true;
      const spanish = (this.from?.[1]?.value as { es?: CopySet } | undefined)?.es;
      const missing = missingTranslatedCopies(spanish, value);
      if (missing.length === 0) return true;
      return new ValidationError(
        [
          this.createError({
            message: m('translation-incomplete', { fields: missing, count: missing.length }),
          }),
          ...missing.map((name) =>
            this.createError({ path: `${this.path}.${name}`, message: m('translation-copy-required') }),
          ),
        ],
        value,
        this.path,
      );
    });

/** A colour the theme takes (`#rrggbb`) on which white text reads (buttons, the hero without a photo). */
export const tenantBrandColorRule = () =>
  tenantColorRule().test('contrast', function contrast(value) {
    if (isBlank(value) || !TENANT_COLOR_PATTERN.test(value as string)) return true;
    const ratio = whiteContrastOf(value as string);
    if (ratio >= TENANT_COLOR_MIN_WHITE_CONTRAST) return true;
    return this.createError({
      message: m('color-contrast-too-low', {
        ratio: Math.floor(ratio * 10) / 10,
        min: TENANT_COLOR_MIN_WHITE_CONTRAST,
      }),
    });
  });

const analyticsShape = () =>
  object({
    matomo_host: string()
      .nullable()
      .typeError(m('field-not-valid-type'))
      .max(MATOMO_HOST_MAX_LENGTH, m('field-max-length', { max: MATOMO_HOST_MAX_LENGTH }))
      .test('https', m('matomo-host-not-valid'), (value) => isBlank(value) || isHttpsAddress(value as string))
      .test('together', m('analytics-host-and-site-id-together'), function together(value) {
        return !isBlank(value) || isBlank((this.parent as { matomo_site_id?: unknown }).matomo_site_id);
      }),
    matomo_site_id: string()
      .nullable()
      .typeError(m('field-not-valid-type'))
      .test(
        'digits',
        m('matomo-site-id-not-valid'),
        (value) => isBlank(value) || MATOMO_SITE_ID_PATTERN.test((value as string).trim()),
      )
      .test('together', m('analytics-host-and-site-id-together'), function together(value) {
        return !isBlank(value) || isBlank((this.parent as { matomo_host?: unknown }).matomo_host);
      }),
  });

/**
 * A tenant's branding as its administrator edits it (docs/adr/0020-tenant-branding.md): name, website, colour
 * (readable under white text), the home page's copies in Spanish and, absent or complete, in English and
 * Catalan, the Matomo analytics (an https host and a numeric site id, both or neither) and how long before a
 * session its volunteers are reminded of it.
 */
export const tenantBrandingSchema: Schema<TenantBrandingInput> = builtOnFirstUse(
  () =>
    object({
      company_name: partnerNameRule(),
      web_url: websiteRule(),
      primary_color: tenantBrandColorRule(),
      copies: object({
        es: object(copiesShape()),
        ...Object.fromEntries(TENANT_TRANSLATED_LANGUAGES.map((language) => [language, translationRule()])),
      }),
      analytics: analyticsShape(),
      session_reminder_hours: sessionReminderHoursRule(),
      waiting_list_offers: waitingListOffersRule(),
    }) as unknown as Schema<TenantBrandingInput>,
);
