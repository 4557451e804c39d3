import type { Profile } from '@enlace/shared/domain';
import {
  FALLBACK_LANGUAGE,
  isSupportedLanguage,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@enlace/shared/i18n/core';
import type { FastifyRequest } from 'fastify';
import i18next, { type TFunction } from 'i18next';
import { mailCa } from '../i18n/mail-ca';
import { mailEn } from '../i18n/mail-en';
import { mailEs } from '../i18n/mail-es';

// The emails' texts go through their own i18next instance (the screens' one lives in the browser), in the screens'
// three languages: Spanish, the organisations' language and the fallback, English and Catalan.
// docs/adr/0068-emails-in-readers-language.md says which language each email goes in.

/** An email is written in one of the screens' languages. */
export type MailLanguage = SupportedLanguage;

const instance = i18next.createInstance();
void instance.init({
  resources: { es: { mail: mailEs }, en: { mail: mailEn }, ca: { mail: mailCa } } satisfies Record<
    MailLanguage,
    unknown
  >,
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: ['mail'],
  defaultNS: 'mail',
  // The templates escape every text into the HTML themselves; the plain-text part must not be escaped.
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/** The `mail` texts in one language. */
export const mailTexts = (language: MailLanguage): TFunction<'mail'> => instance.getFixedT(language, 'mail');

/** Spain's other official languages that no email is written in: their readers get Spanish rather than English. */
const READ_IN_SPANISH = ['gl', 'eu'];

/**
 * The language of the first language of an Accept-Language header, by preference (`q`), that an email can be
 * read in, or Spanish. The screens send the language they are shown in (the API client's Accept-Language).
 */
export function acceptedMailLanguage(header: string | undefined): MailLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      const language = tag.trim().toLowerCase().split('-')[0]!;
      return {
        language: READ_IN_SPANISH.includes(language) ? FALLBACK_LANGUAGE : language,
        quality: quality ? Number(quality) : 1,
        index,
      };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map(({ language }) => language).find(isSupportedLanguage) ?? FALLBACK_LANGUAGE;
}

/**
 * The language of an email a request sends. Sent by staff: the organisation's language, Spanish, since the screen
 * staff use says nothing of what the recipient reads. Otherwise (a sign-up, a password reset, a tutor's consent,
 * a volunteer's own request) the person is writing to themselves or their family: the language their screen shows.
 */
export const mailLanguageOf = (request: FastifyRequest): MailLanguage =>
  request.currentUser?.profile === ('employee' satisfies Profile)
    ? FALLBACK_LANGUAGE
    : acceptedMailLanguage(request.headers['accept-language']);

/**
 * The screen language a request states (the API client's Accept-Language), when it names one an email can be
 * written in; undefined without a header or with none of them.
 */
export function statedScreenLanguage(header: string | undefined): MailLanguage | undefined {
  if (!header?.trim()) return undefined;
  const language = acceptedMailLanguage(header);
  // acceptedMailLanguage falls back to Spanish: only a header that names Spanish (or gl/eu) counts as Spanish.
  if (language !== FALLBACK_LANGUAGE) return language;
  return /(^|,)\s*(es|gl|eu)(-|;|,|\s|$)/i.test(header) ? language : undefined;
}
